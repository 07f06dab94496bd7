/**
 * The layers of src/ are enforced by lint (eslint.config.js, docs/architecture.md "Layers"): this lints
 * wrong-way imports with the project's own configuration, so a config change that turns the rule off
 * fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('layers', () => {
  it('fails an import from context/ in lib/', async () => {
    expect(await problems("import { useSession } from '@/context/session.tsx';\nexport const session = useSession;\n", 'src/lib/wrong-way.ts')).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('lib/ holds pure helpers') }),
    ]);
  });

  it('fails an import from components/ in content/ and one from data/ in lib/, relative or through @/', async () => {
    const content = await problems("import { Spinner } from '../components/ui/spinner.tsx';\nexport { Spinner };\n", 'src/content/wrong-way.ts');
    expect(content.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
    const lib = await problems("import { BLOG_CATEGORIES } from '@/features/blog/data/blogs.ts';\nexport { BLOG_CATEGORIES };\n", 'src/lib/wrong-way.ts');
    expect(lib.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails a page imported by a component, the route table imported by the session, and React in data/', async () => {
    const component = await problems("import { HomePage } from '@/pages/public/home.tsx';\nexport { HomePage };\n", 'src/components/wrong-way.tsx');
    expect(component.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
    const app = await problems("import { routes } from './routes.tsx';\nexport { routes };\n", 'src/app/wrong-way.tsx');
    expect(app.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
    const data = await problems("import { useState } from 'react';\nexport { useState };\n", 'src/data/wrong-way.ts');
    expect(data.map((problem) => problem.ruleId)).toEqual(['no-restricted-imports']);
  });

  it("fails a feature reaching into another feature's screens or components, and a shared component reaching into a feature", async () => {
    const screen = await problems(
      "import { SubscribersPage } from '@/features/newsletter/admin/subscribers.tsx';\nexport { SubscribersPage };\n",
      'src/features/careers/wrong-way.tsx',
    );
    expect(screen).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('features/careers/ imports of another feature only its data/') }),
    ]);
    const shared = await problems("import { ApplyForm } from '@/features/careers/components/apply-form.tsx';\nexport { ApplyForm };\n", 'src/components/wrong-way.tsx');
    expect(shared.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
    const react = await problems("import { useState } from 'react';\nexport { useState };\n", 'src/features/careers/data/wrong-way.ts');
    expect(react.map((problem) => problem.ruleId)).toEqual(['no-restricted-imports']);
  });

  it("lets a feature use another feature's data, and a shared page compose features", async () => {
    expect(await problems("import { subscribe } from '@/features/newsletter/data/newsletter.ts';\nexport { subscribe };\n", 'src/features/careers/right-way.ts')).toEqual([]);
    expect(await problems("import { ApplyForm } from '@/features/careers/components/apply-form.tsx';\nexport { ApplyForm };\n", 'src/pages/right-way.tsx')).toEqual([]);
  });

  it('fails a shared hook that reaches up into context/', async () => {
    const hook = await problems("import { useSession } from '@/context/session.tsx';\nexport { useSession };\n", 'src/hooks/wrong-way.ts');
    expect(hook).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('hooks/ imports only') })]);
  });

  it('fails a component or a feature importing from app/ (the top: route table, router, providers, shell)', async () => {
    const component = await problems("import { AppProviders } from '@/app/providers.tsx';\nexport { AppProviders };\n", 'src/components/wrong-way.tsx');
    expect(component.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
    const feature = await problems("import { RootLayout } from '@/app/root-layout.tsx';\nexport { RootLayout };\n", 'src/features/blog/wrong-way.tsx');
    expect(feature.map((problem) => problem.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets an import run the right way', async () => {
    expect(await problems("import { paths } from '@/lib/paths.ts';\nexport const home = paths.home();\n", 'src/data/right-way.ts')).toEqual([]);
  });
});
