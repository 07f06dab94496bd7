/**
 * KeptHtml (src/components/ui/kept-html.tsx): a prerendered part the app takes over as the server
 * rendered it. What it saves is work: while the page hydrates, its children do not render at all
 * (counted below); the reader sees the same text, and its links still move within the app.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptHtml } from '@/components/ui/kept-html.tsx';

/** Called each time Story renders. */
const storyRendered = vi.fn();
function Story({ text }: { text: string }) {
  storyRendered();
  return (
    <>
      <p>{text}</p>
      <a href="/next">Next story</a> <a href="#notes">Notes</a>
    </>
  );
}

function Site({ version, text }: { version: string; text: string }) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Front page</h1>
              <KeptHtml version={version}>
                <Story text={text} />
              </KeptHtml>
            </main>
          }
        />
        <Route path="/next" element={<h1>The next story</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

/** The HTML a server makes of the site (rendered once in the browser: the same markup). */
function serverHtml(version: string, text: string): string {
  const { container, unmount } = render(<Site version={version} text={text} />);
  const html = container.innerHTML;
  unmount();
  return html;
}

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

/** Takes over server HTML as the app does (hydrateRoot), counting the children's renders from then on. */
function hydrate(version: string, text: string) {
  host = document.createElement('div');
  host.innerHTML = serverHtml(version, text);
  document.body.append(host);
  storyRendered.mockClear();
  act(() => {
    root = hydrateRoot(host!, <Site version={version} text={text} />);
  });
  return host;
}

/**
 * Clicks `link`; true when the page's handlers left the browser's own action alone (it would follow
 * the link). The action is then stopped here: jsdom cannot load another document.
 */
function leftToTheBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let left = false;
  const see = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', see);
  fireEvent.click(link, init);
  window.removeEventListener('click', see);
  return left;
}

describe('KeptHtml', () => {
  it('keeps the server’s HTML while the page is taken over, without rendering what is inside', () => {
    const page = hydrate('v1', 'Once upon a time');
    const paragraph = page.querySelector('p');
    expect(screen.getByText('Once upon a time')).toBeVisible();
    expect(storyRendered).not.toHaveBeenCalled();
    // The same element the server sent, not a copy made again.
    expect(screen.getByText('Once upon a time')).toBe(paragraph);
  });

  it('renders what is inside once what it is made from changes', () => {
    hydrate('v1', 'Once upon a time');
    act(() => root!.render(<Site version="v2" text="A newer story" />));
    expect(screen.getByText('A newer story')).toBeVisible();
    expect(screen.queryByText('Once upon a time')).toBeNull();
    // Back to what was kept (a filter set and cleared): rendered, not emptied.
    act(() => root!.render(<Site version="v1" text="Once upon a time" />));
    expect(screen.getByText('Once upon a time')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Next story' })).toBeVisible();
  });

  it('renders what is inside on a page made in the browser (no HTML to keep)', () => {
    storyRendered.mockClear();
    render(<Site version="v1" text="Once upon a time" />);
    expect(screen.getByText('Once upon a time')).toBeVisible();
    expect(storyRendered).toHaveBeenCalled();
  });

  it('a plain click on a link inside goes to that page within the app', () => {
    hydrate('v1', 'Once upon a time');
    fireEvent.click(screen.getByRole('link', { name: 'Next story' }));
    expect(screen.getByRole('heading', { name: 'The next story' })).toBeVisible();
  });

  it('leaves to the browser a click with a modifier key, and a jump to a section of the same page', () => {
    hydrate('v1', 'Once upon a time');
    expect(leftToTheBrowser(screen.getByRole('link', { name: 'Next story' }), { ctrlKey: true })).toBe(true);
    expect(leftToTheBrowser(screen.getByRole('link', { name: 'Notes' }))).toBe(true);
    expect(leftToTheBrowser(screen.getByRole('link', { name: 'Next story' }))).toBe(false);
  });
});
