/**
 * "Send this post": a published post as an issue's subject and words (its title; its cover, excerpt
 * and a link to it), for the composer to fill in and the admin to change. Apart from ./issues.ts so
 * that the public archive, which reads issues, does not load the blog's data code.
 */
import { listBlogPage, type BlogPost } from '@/features/blog/data/blogs.ts';
import { paths } from '@/lib/paths.ts';
import type { IssueInput } from './issues.ts';

/** How many of the latest posts the composer offers. */
export const POSTS_OFFERED = 20;

/** The latest published posts (one page: the composer's choice). */
export async function latestPosts(): Promise<BlogPost[]> {
  return (await listBlogPage({ scope: 'published', category: '', sort: 'latest', search: '', pageSize: POSTS_OFFERED })).posts;
}

/** Markdown's special characters in a post's own words, shown as they are. */
const plain = (text: string) => text.replace(/([\\`*_[\]#<>!|])/g, '\\$1');

/** An address as a Markdown link's destination: the characters that would end it early, percent-encoded. */
const destination = (address: string) =>
  address.replace(/[\s()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

export function issueFromPost(post: Pick<BlogPost, 'id' | 'title' | 'excerpt' | 'image' | 'slug'>): IssueInput {
  const link = paths.article(post.slug ?? post.id);
  const cover =
    post.image && (post.image.startsWith('https://') || post.image.startsWith('/')) ? `![${plain(post.title)}](${destination(post.image)})\n\n` : '';
  return {
    subject: post.title,
    body: `${cover}${plain(post.excerpt)}\n\n[Read “${plain(post.title)}” on our blog](${link})`,
    postId: post.id,
  };
}
