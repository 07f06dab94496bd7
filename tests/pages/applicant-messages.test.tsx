/**
 * Applicants told where they stand: the application dialog offers the message that goes with a move
 * to Interview, Declined or Hired, sends it only when ticked, with the admin's words, previewed, once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import { openApplications, row } from './applications-screen.ts';

const storedMail = (): Record<string, LocalDoc> => decode(localStorage.getItem(STORAGE_KEY)!).collections.mail ?? {};
const tomId = () => {
  const applications = decode(localStorage.getItem(STORAGE_KEY)!).collections.applications;
  return Object.entries(applications).find(([, a]) => a.name === 'Tom Becker')![0];
};

async function openTom() {
  const ui = await openApplications();
  await ui.user.click(screen.getByRole('button', { name: 'View application from Tom Becker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Application from Tom Becker' });
  // What he was sent: the acknowledgement of his application.
  await waitFor(() => expect(dialog).toHaveTextContent(/E-mails to the applicant\s*Acknowledgement, /));
  return { ...ui, d: within(dialog), dialog };
}

describe('Messages to applicants', { timeout: 60_000 }, () => {
  it('offers the interview message with the move, sends it only when ticked, with the words and preview the admin saw, once', async () => {
    const { user, d, dialog } = await openTom();
    expect(d.queryByRole('group', { name: 'Message to the applicant' })).not.toBeInTheDocument();

    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Interview');
    const group = d.getByRole('group', { name: 'Message to the applicant' });
    const send = within(group).getByRole('checkbox', { name: /^E-mail the applicant/ });
    expect(send).not.toBeChecked();
    expect(d.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await user.click(send);
    const message = within(group).getByRole('textbox', { name: 'Message' });
    expect((message as HTMLTextAreaElement).value).toMatch(/^Thank you for applying for the Mobile App Developer position\. .*would like to invite you to an interview\./);

    // No words: said, focused, nothing stored.
    await user.clear(message);
    await user.click(d.getByRole('button', { name: 'Save and Send E-mail' }));
    expect(message).toHaveAccessibleDescription(/Write the message, or untick “E-mail the applicant”\./);
    expect(message).toHaveFocus();
    expect(row('Tom Becker')).toHaveTextContent('Reviewing');
    expect(storedMail()[`applicant-${tomId()}-interview`]).toBeUndefined();

    await user.type(message, 'Could you come in on Tuesday at 10:00?{Enter}Bring your portfolio.');
    await user.click(within(group).getByRole('button', { name: 'Preview e-mail' }));
    const preview = within(group).getByRole('region', { name: 'E-mail preview' });
    expect(preview).toHaveTextContent('Your application for Mobile App Developer: an invitation to interview');
    expect(preview).toHaveTextContent('tom.becker@example.net');
    const html = within(preview).getByTitle('The e-mail as it will look');
    expect(html.getAttribute('srcdoc')).toContain('Hello Tom Becker,');
    expect(html.getAttribute('srcdoc')).toContain('Could you come in on Tuesday at 10:00?\nBring your portfolio.');
    expect(html).toHaveAttribute('sandbox', '');
    expect(within(preview).getByText(/Plain-text version/).closest('details')).toHaveTextContent(
      /Hello Tom Becker,\s+Could you come in on Tuesday at 10:00\?\s+Bring your portfolio\./,
    );

    await user.click(d.getByRole('button', { name: 'Save and Send E-mail' }));
    expect(await screen.findByText('Status changed to Interview. E-mail to Tom Becker queued.')).toBeInTheDocument();
    await waitFor(() => expect(row('Tom Becker')).toHaveTextContent('Interview'));
    expect(dialog).toHaveTextContent(/Interview message, /);
    expect(storedMail()[`applicant-${tomId()}-interview`]).toMatchObject({
      to: 'tom.becker@example.net',
      template: {
        name: 'application-interview',
        data: { applicationId: tomId(), name: 'Tom Becker', position: 'Mobile App Developer', message: 'Could you come in on Tuesday at 10:00?\nBring your portfolio.' },
      },
    });

    // Back to Reviewing and on to Interview again: it was sent once, and is not offered again.
    // (The status can be chosen again once the save has finished reading the list again.)
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Status' })).toBeEnabled());
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Reviewing');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(row('Tom Becker')).toHaveTextContent('Reviewing'));
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Status' })).toBeEnabled());
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Interview');
    // (Read again if the dialog was drawn anew with the list.)
    expect(await d.findByText(/^The interview message was sent to tom\.becker@example\.net on .*; it is sent once\.$/)).toBeInTheDocument();
    expect(d.queryByRole('checkbox', { name: /^E-mail the applicant/ })).not.toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('moves the status without a message unless it is ticked', async () => {
    const { user, d } = await openTom();
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'Declined');
    const send = d.getByRole('checkbox', { name: /^E-mail the applicant/ });
    // Ticked and unticked again: nothing is sent.
    await user.click(send);
    await user.click(send);
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Status changed to Declined')).toBeInTheDocument();
    await waitFor(() => expect(row('Tom Becker')).toHaveTextContent('Declined'));
    expect(Object.keys(storedMail()).filter((id) => id.startsWith(`applicant-${tomId()}-`))).toEqual([]);
    // Statuses without a message offer none.
    await user.selectOptions(d.getByRole('combobox', { name: 'Status' }), 'New');
    expect(d.queryByRole('group', { name: 'Message to the applicant' })).not.toBeInTheDocument();
  });
});
