import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';

describe('About page', () => {
  it('tells the story, mission and values', async () => {
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Our story')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our vision' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'What we stand for' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('introduces the team in a section that /about#team links to', async () => {
    const { container } = await renderApp('/about#team');
    const team = await screen.findByRole('region', { name: 'Meet the people behind the work' });
    expect(team).toHaveAttribute('id', 'team');
    expect(container.querySelector('#team')).toBe(team);
    const members = within(team).getAllByRole('article');
    expect(members.length).toBeGreaterThanOrEqual(4);
    for (const member of members) {
      expect(within(member).getByRole('heading', { level: 3 })).toHaveTextContent(/\w+ \w+/);
    }
  });

  it('invites visitors to get in touch or join the team', async () => {
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /contact us/i })).toHaveAttribute('href', '/contact');
    expect(within(main).getByRole('link', { name: /open positions/i })).toHaveAttribute('href', '/careers');
  });
});
