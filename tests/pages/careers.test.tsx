import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render.tsx';

const POSITIONS = ['Senior Full-Stack Engineer', 'Mobile App Developer', 'Digital Marketing Specialist', 'UI/UX Designer'];

function salaryBounds(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+)/g)].map((match) => Number(match[1].replace(/,/g, '')));
}

describe('Careers page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the culture section and four open positions with their details', async () => {
    await renderApp('/careers');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /life at novaforge/i })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Open Positions' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(POSITIONS);

    for (const card of cards) {
      const terms = within(card).getAllByRole('term').map((term) => term.textContent);
      expect(terms).toEqual(['Department', 'Location', 'Type', 'Experience', 'Salary']);
      // The definition that follows its term, as a screen reader reads the list.
      const salary = within(card).getByText('Salary', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
      for (const amount of salaryBounds(salary)) {
        expect(amount).toBeGreaterThanOrEqual(60_000);
        expect(amount).toBeLessThanOrEqual(150_000);
      }
      expect(within(card).getByRole('heading', { level: 4, name: 'Requirements' })).toBeInTheDocument();
      expect(within(card).getByRole('heading', { level: 4, name: 'Benefits' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^apply now/i })).toBeInTheDocument();
    }
  });

  it('opens the apply dialog with its fields; Escape closes it and focus returns to the button', async () => {
    const { user } = await renderApp('/careers');
    const apply = await screen.findByRole('button', { name: 'Apply Now for Mobile App Developer' });
    await user.click(apply);

    const dialog = await screen.findByRole('dialog', { name: 'Apply for Mobile App Developer' });
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'LinkedIn / Portfolio URL', 'Cover Letter']) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toBeInTheDocument();
      expect(field).not.toBeRequired();
    }
    const resume = within(dialog).getByLabelText('Resume');
    expect(resume).toHaveAttribute('type', 'file');
    expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(resume).toHaveAccessibleDescription(/attach your résumé/i);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apply).toHaveFocus();
  });

  it('turns the application into an e-mail draft to the company and says what to do next', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderApp('/careers');
    const apply = await screen.findByRole('button', { name: 'Apply Now for UI/UX Designer' });
    await user.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for UI/UX Designer' });

    await user.type(within(dialog).getByLabelText('Full Name'), 'Jordan Lee');
    await user.type(within(dialog).getByLabelText('Email Address'), 'jordan@example.com');
    await user.type(within(dialog).getByLabelText('LinkedIn / Portfolio URL'), 'https://jordanlee.design');
    await user.type(within(dialog).getByLabelText('Cover Letter'), 'I design accessible products.');
    await user.upload(within(dialog).getByLabelText('Resume'), new File(['cv'], 'jordan-lee-cv.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Email' }));

    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0][0]));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@novaforge.example.com');
    expect(url.searchParams.get('subject')).toBe('Application: UI/UX Designer');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Full name: Jordan Lee');
    expect(body).toContain('Email: jordan@example.com');
    expect(body).toContain('LinkedIn / portfolio: https://jordanlee.design');
    expect(body).toContain('I design accessible products.');
    expect(body).toContain('jordan-lee-cv.pdf');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apply).toHaveFocus();
    const card = screen.getByRole('article', { name: 'UI/UX Designer' });
    expect(within(card).getByRole('status')).toHaveTextContent(/attach your résumé/i);
  });

  it('can be submitted with every field left empty', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderApp('/careers');
    await user.click(await screen.findByRole('button', { name: 'Apply Now for Senior Full-Stack Engineer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Email' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^mailto:hello@novaforge\.example\.com\?subject=Application%3A%20Senior/), '_self');
  });
});
