/** What the tests of Admin → Applications read on its screen: the rows, who sent them, and the figures. */
import { screen, within } from '@testing-library/react';
import { renderApp, type RenderAppOptions } from '../render.tsx';

/** The screen at `path`, signed in as the demo admin, once its list has answered. */
export async function openApplications(path = '/admin/applications', options: Pick<RenderAppOptions, 'prepare'> = {}) {
  const ui = await renderApp(path, { signedInAs: 'admin', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Applications' });
  await screen.findByText(/^Showing \d+ of \d+ applications?$/);
  return ui;
}

export const list = () => screen.getByRole('region', { name: 'Applications' });

/** The list's row of the application from `name`. */
export const row = (name: string) => within(list()).getAllByRole('listitem').find((item) => item.textContent!.includes(name))!;

/** Who sent the applications the list shows, in its order. */
export function shownNames(): string[] {
  return within(list())
    .queryAllByRole('button', { name: /^View application from / })
    .map((button) => button.getAttribute('aria-label')!.replace('View application from ', ''));
}

export function stat(title: string): string {
  const figures = screen.getByRole('list', { name: 'Application figures' });
  return within(within(figures).getByRole('group', { name: title })).getByText(/^\d+$/).textContent!;
}

/** Total, New, Reviewing, Interview, Declined, Hired. */
export const figures = () => ['Total', 'New', 'Reviewing', 'Interview', 'Declined', 'Hired'].map(stat);
