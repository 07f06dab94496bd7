import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/types.ts';
import { renderApp } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Unexpected failures are logged on purpose; keep the output clean and make the log checkable. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

async function openLogin(path = '/login') {
  const ui = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  return ui;
}

async function switchToSignUp(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
}

describe('Login page: log in', () => {
  it('signs a user in, says welcome back and returns to where they were going', async () => {
    const { user, router } = await openLogin('/login?redirect=%2Fcontact');
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'user123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('comes back to a guarded page after logging in there', async () => {
    const { user, router } = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });

    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'user123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('goes home when there is nowhere to return to, and ignores a redirect to another site', async () => {
    const { user, router } = await openLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows "Invalid email or password" for a wrong password and keeps what was typed', async () => {
    const logged = quietConsole();
    const { user, backend } = await openLogin();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await user.type(email, 'user@example.com');
    await user.type(password, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(email).toHaveValue('user@example.com');
    expect(password).toHaveValue('not-the-password');
    expect(email).toHaveAccessibleDescription('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(backend.auth.currentUser()).toBeNull();
    // A wrong password is the person's to fix, not a fault of the site's: nothing in the console.
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
  ])('says what %s means on the form, without logging it as an error', async (code, message) => {
    const logged = quietConsole();
    const { user, backend } = await openLogin();
    vi.spyOn(backend.auth, 'signIn').mockRejectedValue(new BackendError(code));
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'user123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs an unexpected login failure with its error, and still says it failed', async () => {
    const logged = quietConsole();
    const { user, backend } = await openLogin();
    const failure = new BackendError('internal-error', 'The identity service failed');
    vi.spyOn(backend.auth, 'signIn').mockRejectedValue(failure);
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'user123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(logged).toHaveBeenCalledWith('Login failed', failure);
  });

  it('redirects someone who is already logged in', async () => {
    const { router } = await renderApp('/login?redirect=%2Fprofile', { signedInAs: 'user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('links to password reset, terms and privacy', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('goes by Tab from Email to Password to Log In, with Forgot password? after them', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret');
  });

  it('lists the demo accounts and fills the form from them', async () => {
    const { user, router } = await openLogin();
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(demo).toHaveTextContent('admin@example.com');
    expect(demo).toHaveTextContent('admin123');
    expect(demo).toHaveTextContent('user@example.com');
    expect(demo).toHaveTextContent('user123');
    expect(within(demo).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual(['Admin', 'Editor', 'User']);
    await user.click(within(demo).getByRole('button', { name: 'Use editor account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('editor@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('editor123');

    await user.click(within(demo).getByRole('button', { name: 'Use admin account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('admin123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Login page: sign up', () => {
  it('creates an account, confirms it and returns to the ?redirect= page', async () => {
    const { user, router, backend } = await openLogin('/login?redirect=%2Fcontact');
    await switchToSignUp(user);
    await user.type(screen.getByLabelText('Full Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.org');
    await user.type(screen.getByLabelText('Password'), 'cobol1959');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(backend.auth.currentUser()).toMatchObject({ email: 'grace@example.org', displayName: 'Grace Hopper' });
  });

  it('says so when the e-mail already has an account', async () => {
    const logged = quietConsole();
    const { user, router } = await openLogin();
    await switchToSignUp(user);
    await user.type(screen.getByLabelText('Full Name'), 'Someone Else');
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Someone Else');
    expect(screen.getByLabelText('Email')).toHaveValue('user@example.com');
    expect(router.state.location.pathname).toBe('/login');
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 8 characters without creating anything, keeping what was typed', async () => {
    const { user, backend } = await openLogin();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await switchToSignUp(user);
    await user.type(screen.getByLabelText('Full Name'), 'Short Pass');
    await user.type(screen.getByLabelText('Email'), 'short@example.org');
    await user.type(screen.getByLabelText('Password'), 'k7#vq2z');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password should be at least 8 characters');
    expect(screen.getByLabelText('Password')).toHaveValue('k7#vq2z');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Short Pass');
    expect(signUp).not.toHaveBeenCalled();
    expect(backend.auth.currentUser()).toBeNull();
  });

  it.each([
    ['a common password', 'password123'],
    ['a keyboard row', 'qwertyuiop'],
    ["the person's own name", 'gracehopper'],
  ])('refuses %s as too easy to guess, and takes a harder one', async (_what, guessable) => {
    const { user, backend } = await openLogin();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await switchToSignUp(user);
    await user.type(screen.getByLabelText('Full Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), `grace+${guessable}@example.org`);
    await user.type(screen.getByLabelText('Password'), guessable);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common or easy to guess');
    expect(signUp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'compiler moth 1947');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(backend.auth.currentUser()?.email).toBe(`grace+${guessable}@example.org`));
  });

  it('states the password rule while signing up', async () => {
    const { user } = await openLogin();
    await switchToSignUp(user);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters, and not a common password.');
  });

  it('clears the error when switching between login and sign-up', async () => {
    quietConsole();
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await switchToSignUp(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });
});

describe('Forgot password page', () => {
  it('sends a reset link and confirms it, noting that demo mode sends no e-mail', async () => {
    const { user } = await renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    // (Shown once the backend is known to be the demo one.)
    expect(await screen.findByText(/no e-mail is actually sent in demo mode/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password reset email sent!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('asks for a valid e-mail address inline', async () => {
    const { user } = await renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveValue('not-an-address');
  });

  it('shows an error toast when the reset e-mail cannot be sent', async () => {
    quietConsole();
    const { user, backend } = await renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    vi.spyOn(backend.auth, 'sendPasswordReset').mockRejectedValue(new Error('network down'));
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Error sending reset email')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('is reached from the login page with the e-mail already filled in', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'user@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
    expect(screen.getByLabelText('Email')).toHaveValue('user@example.com');
  });
});
