/**
 * /admin/services (spec §2 "Admin services manager"): stats, search and category filter, the service
 * cards with activate/deactivate, edit and delete, and the Add Service modal. What is active here is
 * what the public /services page lists. Its state and writes are `useServicesManager`
 * (use-services-manager.ts).
 */
import { Briefcase, CheckCircle2, Clock, Layers, Pencil, Plus, Power, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { paths } from '@/lib/paths.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { ServiceFormModal } from '@/features/site/components/service-form.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { formatPrice } from '@/features/site/components/service-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { buttonClass, buttonStyles } from '@/components/ui/styles.ts';
import { ALL_CATEGORIES, EMPTY_SERVICE_INPUT, SERVICE_CATEGORIES, serviceInputOf, type Service } from '@/features/site/data/services.ts';
import { countOf } from '@/lib/plural.ts';
import { useServicesManager } from '@/features/site/admin/use-services-manager.ts';

const CATEGORY_OPTIONS = [
  { value: ALL_CATEGORIES, label: 'All Categories' },
  ...SERVICE_CATEGORIES.map((option) => ({ value: option, label: option })),
];

export function ServicesManagerPage() {
  const manager = useServicesManager();
  const { services, all, shown, summary, filtering, search, setSearch, category, setCategory, clearFilters } = manager;
  const rated = all.filter((service) => service.rating > 0).length;
  const { editing, setEditing, toDelete, setToDelete, busy, deletion, toggle, confirmDelete, save } = manager;

  return (
    <>
      <Seo title="Manage Services" path={paths.admin.services()} noindex />
      <div className="mx-auto max-w-7xl">
        <AdminPageHeader
          title="Services"
          intro="What the public Services page offers: add, edit, activate or retire a service."
          actions={
            <button type="button" onClick={() => setEditing({ mode: 'add' })} className={buttonStyles.primary}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add Service
            </button>
          }
        />

        {services === null ? (
          <Spinner label="Loading..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <div className="space-y-6">
            <StatGrid
              label="Service figures"
              stats={[
                { title: 'Total Services', value: String(summary.total), icon: Briefcase },
                { title: 'Active Services', value: String(summary.active), icon: CheckCircle2 },
                { title: 'Categories', value: String(summary.categories), icon: Layers },
                {
                  title: 'Avg Rating',
                  value: summary.averageRating,
                  // Where the figure comes from, so "0.0" does not read as a poor score.
                  subtitle: rated === 0 ? 'No reviews collected yet' : `From ${countOf(rated, 'rated service')}`,
                  icon: Star,
                },
              ]}
            />

            <FilterBar
              search={{ label: 'Search services', value: search, onChange: setSearch, placeholder: 'Title, description or category' }}
              filters={[{ label: 'Category', value: category, onChange: setCategory, options: CATEGORY_OPTIONS }]}
              trailing={
                <p role="status">
                  {shown.length} of {all.length} services
                </p>
              }
            />

            {shown.length === 0 ? (
              <EmptyState
                icon={Briefcase}
                title="No services found"
                text={
                  filtering && all.length > 0
                    ? 'No service matches this search and category.'
                    : 'Services you add appear here and, once active, on the Services page.'
                }
                action={
                  filtering && all.length > 0 ? (
                    <button type="button" onClick={clearFilters} className={buttonClass({ variant: 'secondary' })}>
                      Clear search and filter
                    </button>
                  ) : (
                    <button type="button" onClick={() => setEditing({ mode: 'add' })} className={buttonClass()}>
                      <Plus aria-hidden="true" className="h-4 w-4" />
                      Add Your First Service
                    </button>
                  )
                }
              />
            ) : (
              <ul aria-label="Services" className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {shown.map((service) => (
                  <li key={service.id}>
                    <ServiceAdminCard
                      service={service}
                      busy={busy === service.id}
                      onToggle={() => void toggle(service)}
                      onEdit={() => setEditing({ mode: 'edit', service })}
                      onDelete={() => setToDelete(service)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>

      <ServiceFormModal
        open={editing !== null}
        mode={editing?.mode ?? 'add'}
        initial={editing?.mode === 'edit' ? serviceInputOf(editing.service) : EMPTY_SERVICE_INPUT}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Service"
        message="Are you sure you want to delete this service?"
        detail={toDelete?.title}
        confirmLabel="Delete"
        working={deletion.busy}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** The card's buttons: 40 px tall, bordered; colour and width are added per button. */
const cardButton =
  'inline-flex h-10 items-center justify-center rounded-lg border bg-white text-sm font-semibold shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

function ServiceAdminCard({
  service,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  service: Service;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const price = formatPrice(service.price);
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${service.isActive ? 'border-slate-200' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {service.title}
        </h2>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            service.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
          }`}
        >
          {service.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800">{service.category || 'Uncategorized'}</span>
        {service.isPopular && <span className="rounded-full bg-amber-100 px-2.5 py-1 font-medium text-amber-900">Most Popular</span>}
      </div>
      <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-slate-700">{service.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">Price</dt>
          <dd className="font-semibold text-slate-900">{price || 'On request'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="flex items-center gap-1 font-medium text-slate-900">
            <Clock aria-hidden="true" className="h-3.5 w-3.5 text-slate-500" />
            {service.duration || '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Features</dt>
          <dd className="font-medium text-slate-900">{service.features.length}</dd>
        </div>
        {/* Only a rating that came from reviews is shown: none is made up. */}
        {service.rating > 0 && (
          <div>
            <dt className="text-slate-600">Rating</dt>
            <dd className="font-medium text-slate-900">{`${service.rating.toFixed(1)} (${countOf(service.reviews, 'review')})`}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex items-center gap-2">
        <button
          type="button"
          onClick={onToggle}
          disabled={busy}
          aria-label={`${service.isActive ? 'Deactivate' : 'Activate'} ${service.title}`}
          className={`${cardButton} mr-auto gap-2 px-3 ${service.isActive ? 'border-slate-300 text-slate-800' : 'border-green-400 text-green-800'}`}
        >
          <Power aria-hidden="true" className="h-4 w-4" />
          {service.isActive ? 'Deactivate' : 'Activate'}
        </button>
        {/* Edit and Delete as icons with a name and a tooltip, so the three fit on one line on a phone. */}
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${service.title}`}
          title="Edit"
          className={`${cardButton} w-10 border-slate-300 text-slate-800`}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${service.title}`}
          title="Delete"
          className={`${cardButton} w-10 border-slate-300 text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </article>
  );
}
