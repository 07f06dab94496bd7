/**
 * The services manager's state and writes (./services.tsx): every service, the search and category
 * filter, which service is being added, edited or deleted, and the status change, deletion and save,
 * each with its toast.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAction } from '@/hooks/use-action.ts';
import { useLoad } from '@/hooks/use-load.ts';
import {
  ALL_CATEGORIES,
  addService,
  deleteService,
  filterServices,
  listAllServices,
  setServiceActive,
  summariseServices,
  updateService,
  type Service,
  type ServiceInput,
} from '@/features/site/data/services.ts';

const NO_SERVICES: Service[] = [];

type Editing = { mode: 'add' } | { mode: 'edit'; service: Service } | null;

export function useServicesManager() {
  // Every service (the catalogue is small and of fixed size); on failure spec §8's "Error fetching
  // services", and the list is empty.
  const list = useLoad('services', listAllServices, { errorMessage: 'Error fetching services' });
  const services = list.state.status === 'error' ? NO_SERVICES : (list.data ?? null);
  const setServices = (change: (current: Service[]) => Service[]) => list.update(change);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Service | null>(null);
  // A status change, about one service (its id); a deletion; a save from the form.
  const change = useAction();
  const busy = change.busyWith;
  const deletion = useAction();
  const saving = useAction();

  const reload = async () => {
    await list.refresh();
  };

  const all = services ?? [];
  const shown = filterServices(all, search, category);
  const summary = summariseServices(all);
  const filtering = search.trim() !== '' || category !== ALL_CATEGORIES;

  const toggle = (service: Service) => {
    const next = !service.isActive;
    return change.run(
      'Error updating service status',
      async () => {
        await setServiceActive(service.id, next, service.title);
        setServices((current) => current.map((s) => (s.id === service.id ? { ...s, isActive: next } : s)));
        toast.success(next ? 'Service activated successfully' : 'Service deactivated successfully');
      },
      service.id,
    );
  };

  const confirmDelete = (service: Service) =>
    deletion.run('Error deleting service', async () => {
      await deleteService(service.id, service.title);
      setServices((current) => current.filter((s) => s.id !== service.id));
      toast.success('Service deleted successfully');
      setToDelete(null);
    });

  const save = async (input: ServiceInput): Promise<boolean> => {
    if (!editing) return false;
    const adding = editing.mode === 'add';
    return saving.run(adding ? 'Error adding service' : 'Error updating service', async () => {
      if (editing.mode === 'add') await addService(input);
      else await updateService(editing.service.id, input);
      toast.success(adding ? 'Service added successfully' : 'Service updated successfully');
      setEditing(null);
      // Spec §7: add, then re-fetch.
      await reload();
    });
  };

  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  return {
    services,
    all,
    shown,
    summary,
    filtering,
    search,
    setSearch,
    category,
    setCategory,
    editing,
    setEditing,
    toDelete,
    setToDelete,
    busy,
    deletion,
    toggle,
    confirmDelete,
    save,
    clearFilters,
  };
}
