import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import type { Backend, BatchWrite } from '@/backend/types.ts';
import { renderApp } from '../render.tsx';
import { figures, openApplications, row, shownNames, stat } from './applications-screen.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// The seed (src/backend/local/seed/careers.ts), newest first.
const SEEDED = ['Demo User', 'Tom Becker', 'Priya Raman', 'Maria Lopez'];

function stored(): Record<string, LocalDoc> {
  return decode(localStorage.getItem(STORAGE_KEY)!).collections.applications ?? {};
}

function storedNotes(): Record<string, LocalDoc> {
  return decode(localStorage.getItem(STORAGE_KEY)!).collections.application_notes ?? {};
}

function editStored(change: (applications: Record<string, LocalDoc>) => void) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  change(data.collections.applications);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/**
 * Makes the store refuse the writes of one part of an application: the status and the notes are two
 * writes (each a batch with its entry in the audit log). `stop()` lets them through again.
 */
function failWrites(backend: Backend, part: 'status' | 'notes') {
  const batch = backend.store.batch.bind(backend.store);
  const writesPart = (writes: readonly BatchWrite[]) =>
    writes.some((w) => (part === 'notes' ? w.collection === 'application_notes' : w.op === 'update' && w.collection === 'applications' && 'status' in w.data));
  let failing = true;
  vi.spyOn(backend.store, 'batch').mockImplementation((writes) => (failing && writesPart(writes) ? Promise.reject(new Error('offline')) : batch(writes)));
  return { stop: () => (failing = false) };
}

describe('Admin applications', { timeout: 60_000 }, () => {
  it('lists the applications newest first with their status, and counts each status', async () => {
    await openApplications();
    expect(shownNames()).toEqual(SEEDED);
    expect(figures()).toEqual(['4', '1', '1', '1', '1', '0']);
    expect(screen.getByText('Showing 4 of 4 applications')).toBeInTheDocument();
    const priya = row('Priya Raman');
    expect(priya).toHaveTextContent('Interview');
    expect(priya).toHaveTextContent('Position: Senior Full-Stack Engineer');
  });

  it('filters by status and searches by name, position and cover note', async () => {
    const { user } = await openApplications();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Reviewing');
    await waitFor(() => expect(shownNames()).toEqual(['Tom Becker']));
    expect(screen.getByText('Showing 1 of 1 application')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Applications');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'desig');
    await waitFor(() => expect(shownNames()).toEqual(['Demo User']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'logistics');
    await waitFor(() => expect(shownNames()).toEqual(['Priya Raman']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'nobody matches');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
  });

  it('opens an application with everything in it, and saves a new status and notes together with Save Changes', async () => {
    const { user, backend } = await openApplications();
    await user.click(screen.getByRole('button', { name: 'View application from Tom Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    const d = within(dialog);
    expect(d.getByRole('link', { name: /tom\.becker@example\.net/ })).toHaveAttribute('href', 'mailto:tom.becker@example.net');
    expect(d.getByRole('link', { name: /https:\/\/tombecker\.example\.net/ })).toHaveAttribute('target', '_blank');
    expect(dialog).toHaveTextContent('Mobile App Developer');
    expect(dialog).toHaveTextContent('Three published React Native apps');
    expect(dialog).toHaveTextContent('Agreed to keeping the application for 12 months');

    // Nothing changed: nothing to save, and the dialog says so.
    const save = d.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(d.getByText('All changes saved.')).toBeInTheDocument();

    // A new status is a draft like the notes: nothing is stored, the list and the figures stay as they are.
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Hired');
    expect(d.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(save).toBeEnabled();
    // Choosing the stored status again leaves nothing to save.
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Reviewing');
    expect(d.getByText('All changes saved.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Hired');
    const notes = d.getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(notes).not.toHaveAttribute('readonly'));
    await user.type(notes, 'Offer accepted; starts in March.');
    expect(d.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(row('Tom Becker')).toHaveTextContent('Reviewing');
    expect(figures()).toEqual(['4', '1', '1', '1', '1', '0']);
    expect(Object.values(stored()).find((a) => a.name === 'Tom Becker')!.status).toBe('reviewing');

    // While it saves, the button says so and is not pressed twice.
    const batch = backend.store.batch.bind(backend.store);
    let release = () => {};
    const held = vi.spyOn(backend.store, 'batch').mockImplementationOnce(async (writes) => {
      await new Promise<void>((resolve) => (release = resolve));
      return batch(writes);
    });
    await user.click(save);
    expect(await d.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(held).toHaveBeenCalled());
    release();
    expect(await screen.findByText('Status changed to Hired')).toBeInTheDocument();
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    await waitFor(() => expect(figures()).toEqual(['4', '1', '0', '1', '1', '1']));
    expect(row('Tom Becker')).toHaveTextContent('Hired');
    expect(d.getByRole('combobox', { name: 'Status' })).toHaveValue('hired');
    expect(d.getByText('All changes saved.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    // Staff-only: in a document of their own, never in the application its applicant reads.
    const [tomId, tom] = Object.entries(stored()).find(([, a]) => a.name === 'Tom Becker')!;
    expect(tom.status).toBe('hired');
    expect(tom).not.toHaveProperty('notes');
    expect(storedNotes()[tomId]?.notes).toBe('Offer accepted; starts in March.');
  });

  it('says the status failed to save, keeps it as a draft and saves the notes; Save Changes again saves it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openApplications();
    const failing = failWrites(backend, 'status');

    await user.click(screen.getByRole('button', { name: 'View application from Tom Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    const d = within(dialog);
    const notes = d.getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(notes).not.toHaveAttribute('readonly'));
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Hired');
    await user.type(notes, 'Offer sent.');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating application status')).toBeInTheDocument();
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    expect(await d.findByRole('alert')).toHaveTextContent('The status was not saved.');
    expect(d.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(d.getByRole('combobox', { name: 'Status' })).toHaveValue('hired');
    expect(notes).toHaveValue('Offer sent.');
    expect(d.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    const tomId = Object.entries(stored()).find(([, a]) => a.name === 'Tom Becker')![0];
    expect(stored()[tomId].status).toBe('reviewing');
    expect(storedNotes()[tomId]?.notes).toBe('Offer sent.');
    expect(row('Tom Becker')).toHaveTextContent('Reviewing');
    expect(screen.queryByText('Status changed to Hired')).not.toBeInTheDocument();

    // Again, and it is saved.
    failing.stop();
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Status changed to Hired')).toBeInTheDocument();
    await waitFor(() => expect(row('Tom Becker')).toHaveTextContent('Hired'));
    expect(d.getByText('All changes saved.')).toBeInTheDocument();
    expect(d.queryByRole('alert')).not.toBeInTheDocument();

  });

  it('says the notes failed to save, keeps them as a draft and saves the status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openApplications();
    failWrites(backend, 'notes');

    await user.click(screen.getByRole('button', { name: 'View application from Tom Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    const d = within(dialog);
    const notes = d.getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(notes).not.toHaveAttribute('readonly'));
    const tomId = Object.entries(stored()).find(([, a]) => a.name === 'Tom Becker')![0];
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Declined');
    await user.type(notes, 'Declined the offer.');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Status changed to Declined')).toBeInTheDocument();
    expect(await screen.findByText('Error saving notes')).toBeInTheDocument();
    expect(await d.findByRole('alert')).toHaveTextContent('The notes were not saved.');
    expect(notes).toHaveValue('Declined the offer.');
    expect(d.getByText('You have unsaved changes.')).toBeInTheDocument();
    await waitFor(() => expect(row('Tom Becker')).toHaveTextContent('Declined'));
    expect(stored()[tomId].status).toBe('declined');
    expect(storedNotes()[tomId]?.notes ?? '').toBe('');
  });

  it('shows the notes kept on an application, and moves notes kept in the application itself out of it when saved', async () => {
    const { user } = await openApplications();
    editStored((applications) => {
      const tom = Object.values(applications).find((a) => a.name === 'Tom Becker')!;
      tom.notes = 'Kept here before notes had their own place.';
    });
    await user.click(screen.getByRole('button', { name: 'View application from Priya Raman' }));
    let dialog = await screen.findByRole('dialog', { name: 'Application from Priya Raman' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Strong portfolio. Technical interview booked with Marcus.'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // The list read afresh (Tom Becker's application is being reviewed).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Reviewing');
    await waitFor(() => expect(shownNames()).toEqual(['Tom Becker']));
    await user.click(screen.getByRole('button', { name: 'View application from Tom Becker' }));
    dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(notes).toHaveValue('Kept here before notes had their own place.'));
    await user.type(notes, ' Moved.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    const [tomId, tom] = Object.entries(stored()).find(([, a]) => a.name === 'Tom Becker')!;
    expect(tom.notes).toBe('');
    expect(storedNotes()[tomId]?.notes).toBe('Kept here before notes had their own place. Moved.');
  });

  it('deletes an application after confirmation, and not without', async () => {
    const { user } = await openApplications();
    await user.click(screen.getByRole('button', { name: 'Delete application from Maria Lopez' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete application' });
    expect(confirm).toHaveTextContent('Maria Lopez — Digital Marketing Specialist');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(shownNames()).toContain('Maria Lopez');

    await user.click(screen.getByRole('button', { name: 'Delete application from Maria Lopez' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete application' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Application deleted')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(['Demo User', 'Tom Becker', 'Priya Raman']));
    expect(stat('Total')).toBe('3');
    expect(Object.values(stored()).some((a) => a.name === 'Maria Lopez')).toBe(false);
  });

  it('reads a page of 20 at a time, with Next and Previous', async () => {
    const { user } = await openApplications();
    editStored((applications) => {
      for (let i = 1; i <= 21; i += 1) {
        applications[`extra-${i}`] = {
          ...applications['seed-application-2'],
          name: `Applicant ${String(i).padStart(2, '0')}`,
          createdAt: new Date(Date.now() - i * 1000),
        };
      }
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Showing 20 of 25 applications');
    const pages = screen.getByRole('navigation', { name: 'Applications pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(shownNames()[0]).toBe('Applicant 01');
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await screen.findByText('Showing 5 of 25 applications');
    expect(shownNames()).toEqual(['Applicant 21', ...SEEDED]);
    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await screen.findByText('Showing 20 of 25 applications');
  });

  it('exports every application as CSV, whatever the filter', async () => {
    const { user } = await openApplications();
    const downloads = captureDownloads();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Hired');
    await screen.findByText('No applications found');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported 4 applications to CSV')).toBeInTheDocument();
    expect(downloads.names).toEqual([expect.stringMatching(/^applications-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const lines = (await downloads.blobs[0].text()).split('\r\n');
    expect(lines[0].replace(/^\uFEFF/, '')).toBe('Name,Email,Position,Links,Cover Note,Status,Notes,Received');
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(/^Priya Raman,priya\.raman@example\.org,Senior Full-Stack Engineer,"https:\/\/github\.com\/priya-raman-dev\nhttps:\/\/priyaraman\.example\.org\/cv\.pdf",/);
    expect(lines[3]).toContain(',Interview,Strong portfolio.');
  });

  it('is not for signed-in users who are not admins', async () => {
    const { router } = await renderApp('/admin/applications', { signedInAs: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Applications' })).not.toBeInTheDocument();
  });
});
