import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';

const PAGES = [
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/case-studies', 'Case Studies'],
  ['/docs', 'Documentation'],
  ['/support', 'Support'],
] as const;

async function openPage(path: string, title: string) {
  await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return screen.getByRole('main');
}

describe('Content pages', () => {
  it.each(PAGES)('%s has one h1 "%s", several sections and no placeholder text', async (path, title) => {
    const main = await openPage(path, title);
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(main.textContent).not.toMatch(/coming soon|lorem ipsum/i);
    expect(document.title).toBe(`${title} | NovaForge Digital`);
  });

  it('privacy says what is stored, and that demo mode keeps everything in localStorage', async () => {
    const main = await openPage('/privacy', 'Privacy Policy');
    expect(main).toHaveTextContent(/e-mail address and full name/i);
    expect(main).toHaveTextContent(/enquiries/i);
    expect(main).toHaveTextContent(/demo mode/i);
    expect(main).toHaveTextContent(/localStorage/);
  });

  it('cookies says no tracking cookies are set unless analytics are configured', async () => {
    const main = await openPage('/cookies', 'Cookie Policy');
    expect(main).toHaveTextContent(/no tracking cookies unless analytics are configured/i);
  });

  it('support shows the support hours and links to the contact page', async () => {
    const main = await openPage('/support', 'Support');
    expect(main).toHaveTextContent('Mon-Fri 9-6');
    expect(main).toHaveTextContent('Sat 10-4');
    expect(within(main).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('case studies tell three project stories', async () => {
    const main = await openPage('/case-studies', 'Case Studies');
    const stories = within(main)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.closest('section')?.querySelector('dl'));
    expect(stories).toHaveLength(3);
  });

  it('docs explain engagements and onboarding and answer FAQs', async () => {
    const main = await openPage('/docs', 'Documentation');
    for (const name of ['How engagements work', 'Onboarding', 'FAQs']) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(main.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const onThisPage = within(main).getByRole('navigation', { name: 'On this page' });
    expect(within(onThisPage).getByRole('link', { name: 'Onboarding' })).toHaveAttribute('href', '#onboarding');
  });
});

describe('Copy that agrees with itself', () => {
  it('each client quoted on Home is named in a case study whose figures are the ones the quote gives', async () => {
    const home = await renderApp('/');
    const region = await screen.findByRole('region', { name: /clients/i });
    const quotes = within(region)
      .getAllByRole('figure')
      .map((figure) => ({
        company: figure.querySelector('figcaption span span:last-child')?.textContent?.split(', ').pop() ?? '',
        figures: figure.querySelector('blockquote')?.textContent?.match(/\d+(?:\.\d+)?(?:%| times)/g) ?? [],
      }));
    expect(quotes).toHaveLength(3);
    home.unmount();

    const main = await openPage('/case-studies', 'Case Studies');
    // Not withheld on one page and named on another.
    expect(main).not.toHaveTextContent(/withheld/i);
    for (const { company, figures } of quotes) {
      const study = within(main)
        .getAllByRole('region')
        .find((section) => within(section).queryByText(new RegExp(`^${company},`)));
      expect(study, `a case study naming ${company}`).toBeDefined();
      // The quote's figures are the study's (a quote without one says nothing to contradict).
      for (const figure of figures) expect(study).toHaveTextContent(figure);
    }
    expect(quotes.flatMap((quote) => quote.figures).length).toBeGreaterThanOrEqual(3);
  });
});
