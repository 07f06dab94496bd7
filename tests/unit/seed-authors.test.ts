/** The blog's authors are the people on the About page's team, in the demo seed and so in the emulators' (scripts/emulator-seed.ts). */
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/backend/local/seed.ts';
import { TEAM } from '@/content/team.ts';

describe('the seeded posts', () => {
  it('are each written by a member of the team, drafts included', () => {
    const names = TEAM.map((member) => member.name);
    const posts = Object.values(createSeed(new Date()).collections.blogs);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(names).toContain(post.authorName);
  });
});
