import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openProfile(as: 'user' | 'admin' = 'user') {
  const ui = await renderApp('/profile', { signedInAs: as });
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return ui;
}

/** The value shown under a label in the account details list. */
function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((element) => element.textContent?.trim() === label);
  if (!term?.nextElementSibling) throw new Error(`No detail labelled ${label}`);
  return term.nextElementSibling as HTMLElement;
}

describe('Profile page', () => {
  it('shows the account details of a user', async () => {
    await openProfile('user');
    await waitFor(() => expect(detail('Display Name')).toHaveTextContent('Demo User'));
    expect(detail('Email')).toHaveTextContent('user@example.com');
    // A customer is not told "Role: User": roles are staff's business.
    expect(screen.getAllByRole('term').map((term) => term.textContent?.trim())).not.toContain('Role');
    // Demo mode sends no e-mail: nobody confirmed the seeded address, and the profile does not call it verified.
    expect(detail('Email Verification')).toHaveTextContent(/^Not checked\s*Demo mode sends no e-mail, so nobody has confirmed this address/);
    expect(detail('Email Verification')).not.toHaveTextContent(/^Verified/);
    expect(detail('Member Since')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(detail('Last Login')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('shows Administrator for an admin', async () => {
    await openProfile('admin');
    await waitFor(() => expect(detail('Role')).toHaveTextContent('Administrator'));
  });

  it('edits and saves the display name', async () => {
    const { user, backend } = await openProfile('user');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Display Name');
    expect(name).toHaveValue('Demo User');
    expect(name).toHaveAttribute('maxLength', '100');
    // Only the display name is editable; the e-mail is shown, not offered as a field.
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('textbox')).toEqual([name]);
    expect(within(main).getByText('user@example.com', { selector: 'dd' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  Ada Byron  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(detail('Display Name')).toHaveTextContent('Ada Byron'));
    expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
    expect(await backend.store.get('users', 'demo-user')).toMatchObject({ displayName: 'Ada Byron' });
    expect(backend.auth.currentUser()?.displayName).toBe('Ada Byron');
  });

  it('restores the original name on Cancel', async () => {
    const { user, backend } = await openProfile('user');
    const update = vi.spyOn(backend.store, 'update');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Display Name');
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
    expect(detail('Display Name')).toHaveTextContent('Demo User');
    expect(update).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Display Name')).toHaveValue('Demo User');
  });

  it('refuses an empty name with an inline message and saves nothing', async () => {
    const { user, backend } = await openProfile('user');
    const update = vi.spyOn(backend.store, 'update');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Display Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(name).toHaveAccessibleDescription('Please enter a display name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Display Name')).toBeInTheDocument();
  });

  it('keeps the typed name and says so when saving fails', async () => {
    const { user, backend } = await openProfile('user');
    vi.spyOn(backend.auth, 'updateProfile').mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Display Name');
    await user.clear(name);
    await user.type(name, 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Ada Byron');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(detail('Display Name')).toHaveTextContent('Demo User');
  });

  it('sends a signed-out visitor to log in first', async () => {
    const { router } = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });
});
