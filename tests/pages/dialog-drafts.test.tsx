/**
 * Dialogs keep what was typed: with a reply, an application, a service, or an application's new status
 * or notes unsaved, Escape, Close and a click on the backdrop ask before discarding it; "Keep editing"
 * keeps it, a form's own Cancel still closes at once, and an untouched dialog closes without asking.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';

type Ui = Awaited<ReturnType<typeof renderApp>>;

const question = (dialog: HTMLElement, name: string) => within(dialog).findByRole('group', { name });

/** Escape asks; "Keep editing" keeps the text and puts the question away; Close asks again; Discard closes. */
async function asksBeforeDiscarding(user: Ui['user'], dialog: HTMLElement, what: string, field: HTMLElement, typed: string) {
  await user.keyboard('{Escape}');
  let ask = await question(dialog, `Discard ${what}?`);
  expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(within(dialog).queryByRole('group', { name: `Discard ${what}?` })).not.toBeInTheDocument();
  expect(field).toHaveValue(typed);

  // A click on the backdrop (the <dialog> itself) asks too.
  fireEvent.click(dialog);
  ask = await question(dialog, `Discard ${what}?`);
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(field).toHaveValue(typed);

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  ask = await question(dialog, `Discard ${what}?`);
  await user.click(within(ask).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

describe('a dialog with typed work asks before discarding it', () => {
  it('the reply to an enquiry', async () => {
    const { user } = await renderApp('/admin/messages', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Reply to Sofia Alvarez' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reply to Message' });
    // Nothing typed: Escape closes at once.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reply to Sofia Alvarez' }));
    dialog = await screen.findByRole('dialog', { name: 'Reply to Message' });
    const text = within(dialog).getByRole('textbox', { name: 'Your Reply' });
    await user.type(text, 'Happy to help, Sofia.');
    await asksBeforeDiscarding(user, dialog, 'your reply', text, 'Happy to help, Sofia.');
  });

  it('an application on Careers', async () => {
    const { user } = await renderApp('/careers');
    await user.click(await screen.findByRole('button', { name: 'Apply Now for UI/UX Designer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for UI/UX Designer' });
    const cover = within(dialog).getByLabelText('Cover Note');
    await user.type(cover, 'I design accessible products.');
    await asksBeforeDiscarding(user, dialog, 'your application', cover, 'I design accessible products.');
  });

  it('a new service, while its own Cancel closes at once', async () => {
    const { user } = await renderApp('/admin/services', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Cloud Migration');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.type(title, 'Cloud Migration');
    await asksBeforeDiscarding(user, dialog, 'the new service', title, 'Cloud Migration');
  });

  it('notes on an application, and not once they are saved', async () => {
    const { user } = await renderApp('/admin/applications', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'View application from Tom Becker' }));
    let dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Strong portfolio.');
    await asksBeforeDiscarding(user, dialog, 'your notes', notes, 'Strong portfolio.');

    await user.click(screen.getByRole('button', { name: 'View application from Tom Becker' }));
    dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Call back on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    // Saved: nothing left to save, nothing to ask about.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled());
    expect(within(dialog).getByText('All changes saved.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a new status for an application, discarded unsaved, and not once it is saved', async () => {
    const { user } = await renderApp('/admin/applications', { signedInAs: 'admin' });
    const tom = async () => {
      await user.click(await screen.findByRole('button', { name: 'View application from Tom Becker' }));
      return screen.findByRole('dialog', { name: 'Application from Tom Becker' });
    };
    let dialog = await tom();
    let status = within(dialog).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Hired');
    await asksBeforeDiscarding(user, dialog, 'the status change', status, 'hired');
    // Discarded: never saved.
    dialog = await tom();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('reviewing');
    expect(screen.queryByText('Status changed to Hired')).not.toBeInTheDocument();

    // With the notes as well, the question names both.
    status = within(dialog).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Interview');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Book a call.');
    await user.keyboard('{Escape}');
    const ask = await question(dialog, 'Discard the status change and your notes?');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Status changed to Interview')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('All changes saved.')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
