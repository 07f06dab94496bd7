import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@/components/consent/store.ts';
import { renderApp } from '../render.tsx';

type GtagWindow = Window & { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown } & Record<string, unknown>;
const win = window as unknown as GtagWindow;

const GA = 'G-TEST123';
const ADS = 'ca-pub-1234567890';
const gaScript = () => document.querySelector('script[src*="googletagmanager.com"]');
const adsScript = () => document.querySelector('script[src*="adsbygoogle"]');
/** The gtag commands queued so far, as plain arrays. */
const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry));
const consentCommands = () => commands().filter((command) => command[0] === 'consent');
const lastUpdate = () => consentCommands().filter((command) => command[1] === 'update').at(-1)?.[2];

const DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

afterEach(() => {
  vi.unstubAllEnvs();
  for (const script of document.head.querySelectorAll('script[src^="https://"]')) script.remove();
  delete win.dataLayer;
  delete win.gtag;
  delete win[`ga-disable-${GA}`];
});

async function banner() {
  return screen.findByRole('region', { name: 'Cookies on this site' });
}

describe('cookie consent', () => {
  it('with neither analytics nor ads configured: no banner, no Cookie settings, nothing queued or loaded', async () => {
    await renderApp('/cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    // The page says what happens then, and how a choice is changed when there is one.
    expect(screen.getByRole('heading', { name: 'When neither is configured' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/“Cookie settings” at the foot of every page shows your choice/);
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' })).toBeInTheDocument();
    expect(within(legal).queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(gaScript()).toBeNull();
    expect(win.dataLayer).toBeUndefined();
  });

  it('asks first: consent defaults denied and no Google script until the visitor accepts (by keyboard)', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    const { user } = await renderApp('/');
    const region = await banner();
    expect(within(region).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(gaScript()).toBeNull();
    expect(consentCommands()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);

    // Keyboard only: Tab from the start of the page reaches the banner's buttons first (after the skip link).
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    while (document.activeElement !== accept) await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
    // Only analytics is configured: Accept all grants it, and the advertising signals stay denied.
    expect(lastUpdate()).toEqual({ ...DENIED, analytics_storage: 'granted' });
    expect(gaScript()).toHaveAttribute('src', `https://www.googletagmanager.com/gtag/js?id=${GA}`);
    // The config follows the consent update in the queue.
    const order = commands().map((command) => command.slice(0, 2).join(' '));
    expect(order.indexOf('config G-TEST123')).toBeGreaterThan(order.indexOf('consent update'));
    expect(screen.getByText('Cookie choice saved: analytics allowed.')).toHaveAttribute('role', 'status');
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(stored).toMatchObject({ version: 1, necessary: true, analytics: true, ads: false });
    expect(Number.isNaN(Date.parse(stored.decidedAt))).toBe(false);
  });

  it('Accept all with both configured grants all four signals and loads both, each once', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    vi.stubEnv('VITE_ADSENSE_CLIENT_ID', ADS);
    const { user } = await renderApp('/');
    await user.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect(lastUpdate()).toEqual({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    expect(document.querySelectorAll('script[src*="googletagmanager.com"]')).toHaveLength(1);
    expect(document.querySelectorAll('script[src*="adsbygoogle"]')).toHaveLength(1);
    expect(screen.getByText('Cookie choice saved: analytics and advertising allowed.')).toHaveAttribute('role', 'status');
  });

  it('Reject all: every signal stays denied and nothing loads', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    vi.stubEnv('VITE_ADSENSE_CLIENT_ID', ADS);
    const { user } = await renderApp('/');
    await user.click(within(await banner()).getByRole('button', { name: 'Reject all' }));
    expect(lastUpdate()).toEqual(DENIED);
    expect(gaScript()).toBeNull();
    expect(adsScript()).toBeNull();
    expect(screen.getByText('Cookie choice saved: only necessary storage is used.')).toHaveAttribute('role', 'status');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: false, ads: false });
  });

  it('Choose: a switch per configured category, off until switched on; Save keeps exactly that', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    vi.stubEnv('VITE_ADSENSE_CLIENT_ID', ADS);
    const { user } = await renderApp('/');
    await user.click(within(await banner()).getByRole('button', { name: 'Choose' }));
    const region = screen.getByRole('region', { name: 'Cookie settings' });
    expect(within(region).getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    expect(within(region).getByRole('switch', { name: 'Necessary (always on)' })).toBeChecked();
    expect(within(region).getByRole('switch', { name: 'Necessary (always on)' })).toBeDisabled();
    const analytics = within(region).getByRole('switch', { name: 'Analytics' });
    const ads = within(region).getByRole('switch', { name: 'Advertising' });
    expect(analytics).not.toBeChecked();
    expect(ads).not.toBeChecked();
    expect(ads).toHaveAccessibleDescription(/Google AdSense shows ads/);

    // Space toggles a focused switch.
    await user.tab();
    await user.tab();
    expect(analytics).toHaveFocus();
    await user.keyboard(' ');
    expect(analytics).toBeChecked();
    await user.click(within(region).getByRole('button', { name: 'Save choices' }));

    expect(lastUpdate()).toEqual({ ...DENIED, analytics_storage: 'granted' });
    expect(gaScript()).not.toBeNull();
    expect(adsScript()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: true, ads: false });
  });

  it('ads consent alone loads AdSense and grants the three advertising signals, not analytics', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    vi.stubEnv('VITE_ADSENSE_CLIENT_ID', ADS);
    const { user } = await renderApp('/');
    await user.click(within(await banner()).getByRole('button', { name: 'Choose' }));
    await user.click(screen.getByRole('switch', { name: 'Advertising' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(lastUpdate()).toEqual({ analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    expect(adsScript()).toHaveAttribute('src', `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ADS}`);
    expect(gaScript()).toBeNull();
  });

  it('applies a kept choice without asking, and Cookie settings in the footer changes it (focus goes back)', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    const decidedAt = new Date().toISOString();
    const { user } = await renderApp('/about', {
      prepare: async () => {
        localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, necessary: true, analytics: true, ads: false, decidedAt }));
      },
    });
    await waitFor(() => expect(gaScript()).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
    expect(consentCommands().map((command) => command[1])).toEqual(['default', 'update']);
    expect(lastUpdate()).toMatchObject({ analytics_storage: 'granted' });

    const settings = within(await screen.findByRole('navigation', { name: 'Legal' })).getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const region = await screen.findByRole('region', { name: 'Cookie settings' });
    expect(within(region).getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    // Only the configured category is offered, showing the kept choice.
    expect(within(region).queryByRole('switch', { name: 'Advertising' })).not.toBeInTheDocument();
    const analytics = within(region).getByRole('switch', { name: 'Analytics' });
    expect(analytics).toBeChecked();

    // Escape closes it unchanged.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(settings).toHaveFocus();

    // Withdraw: denied from now on, gtag.js told to stop, focus back on the footer control.
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('region', { name: 'Cookie settings' })).getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(lastUpdate()).toEqual(DENIED);
    expect(win[`ga-disable-${GA}`]).toBe(true);
    expect(settings).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: false });
  });

  it('a first visit cannot be dismissed with Escape: the banner waits for an answer', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', GA);
    const { user } = await renderApp('/');
    const region = await banner();
    within(region).getByRole('button', { name: 'Reject all' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
