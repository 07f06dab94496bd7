/**
 * One typed contract names every `data-*` attribute a public page's HTML, its boot script and the app
 * share (src/lib/page-contract.ts). The plain scripts cannot import it, so this reads them: a name used
 * anywhere that the contract lacks, a name of the contract that nothing uses, or a name written as a
 * string in the app's code instead of imported, fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@/lib/page-contract.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTRACT_FILE = 'src/lib/page-contract.ts';

/** The files that make and run a page: the app's source and styles, the boot script and the build's page writers. */
function pageFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|css)$/.test(name)) files.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, 'src'));
  return [...files, 'index.html', 'scripts/page-boot.browser.js', 'scripts/page-boot.mjs', 'scripts/prerender.mjs'];
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const kebab = (camel: string) => `data-${camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The `data-*` names a file uses: as attributes, in selectors and strings, and as `dataset.x`. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<![\w-])data-[a-z][a-z-]*[a-z]/g)) names.add(match[0]);
  for (const match of text.matchAll(/\bdataset\.([a-zA-Z]+)/g)) names.add(kebab(match[1]));
  return names;
}

/** The contract's exports: its names, by the identifier the app imports them as. */
const byName: [string, string][] = Object.entries(contract as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
const CONTRACT = new Set<string>(byName.map(([, name]) => name));

/**
 * Not attributes of the page's life: a badge's own hook for styling, two test hooks, the words
 * "data-router" (React Router's name for the API this app does not use) in a comment, the avatar's
 * letter (drawn by CSS, so that the account button's name is its visible text) and where a dialog's
 * typing starts (the modal's own hook, src/components/ui/modal.tsx).
 */
const NOT_CONTRACT = new Set(['data-status', 'data-testid', 'data-router', 'data-initial', 'data-autofocus']);

describe('the page contract (src/lib/page-contract.ts)', () => {
  const files = pageFiles();
  const used = new Map<string, string[]>();
  for (const file of files.filter((name) => name !== CONTRACT_FILE)) {
    const text = read(file);
    const names = namesIn(text);
    // Imported by its name from the contract.
    if (text.includes('page-contract.ts')) for (const [identifier, name] of byName) if (new RegExp(`\\b${identifier}\\b`).test(text)) names.add(name);
    for (const name of names) used.set(name, [...(used.get(name) ?? []), file]);
  }

  it('names every data-* attribute the HTML, the boot script and the app use', () => {
    const unnamed = [...used].filter(([name]) => !CONTRACT.has(name) && !NOT_CONTRACT.has(name)).map(([name, where]) => `${name} (${where.join(', ')})`);
    expect(unnamed).toEqual([]);
  });

  it('names nothing that is unused, and the boot script uses what it is said to', () => {
    expect([...CONTRACT].filter((name) => !used.has(name))).toEqual([]);
    const boot = namesIn(read('scripts/page-boot.browser.js'));
    for (const name of [contract.PAGE_START, contract.HELD_CLICK, contract.APP_FORM, contract.SUBMIT_PENDING, contract.AGE, contract.YEAR, contract.PAGE_NOW, contract.BOOT_MODULES])
      expect(boot, name).toContain(name);
  });

  /**
   * Modules that write their names as strings: they are shared by the first load and the pages' own
   * chunks, and an import of the contract there splits the first load into more files (the bundle
   * budget, scripts/bundle-budget.mjs, counts files and bytes). The names they write are still checked
   * against the contract above.
   */
  const SPLITS_THE_FIRST_LOAD = new Set(['src/backend/session-marker.ts', 'src/hooks/use-form-takeover.ts', 'src/features/blog/pages/article.tsx']);

  it('the app imports the names instead of writing them as strings', () => {
    // A name handed to the DOM (an attribute, or a selector) as a string.
    const quoted = /\b(?:get|set|has|remove|toggle)Attribute\(\s*['"`]\[?(data-[a-z][a-z-]*[a-z])|\b(?:querySelector|querySelectorAll|closest|matches)(?:<\w+>)?\(\s*['"`][^'"`]*?(data-[a-z][a-z-]*[a-z])/g;
    const written: string[] = [];
    for (const file of files.filter((name) => name.startsWith('src/') && name !== CONTRACT_FILE && !name.endsWith('.css') && !SPLITS_THE_FIRST_LOAD.has(name))) {
      // Code only: comments name attributes to explain them.
      const code = read(file)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const match of code.matchAll(quoted)) if (CONTRACT.has(match[1] ?? match[2])) written.push(`${file}: ${match[0]}`);
    }
    expect(written).toEqual([]);
  });

  it('says which states the page start can be in', () => {
    const states: contract.PageStart[] = ['on-use', 'used', 'changed', 'uncounted'];
    const boot = read('scripts/page-boot.browser.js');
    for (const state of states) expect(boot).toContain(`'${state}'`);
  });
});
