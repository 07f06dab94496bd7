/**
 * The Markdown renderer's tokens-to-elements part (markdown.tsx, docs/decisions/0015): each block and
 * inline token of `marked`'s lexer becomes a React element, never an HTML string. Imported only by
 * markdown.tsx, so it stays in the article's and the editor's chunks.
 */
import type { Token, Tokens } from 'marked';
import type { ReactNode } from 'react';
import type { MarkdownHeading } from '@/components/markdown/markdown.tsx';
import { safeImage, safeLink } from '@/components/markdown/markdown-links.ts';

const NEW_TAB_NOTE = '(opens in a new tab)';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Character references as CommonMark reads them (the lexer leaves them to the renderer). */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** A heading's id: its words, lower case, joined by hyphens. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'section';
}

export const styles = {
  h2: 'mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl',
  h3: 'mt-10 scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl',
  h4: 'mt-8 scroll-mt-24 text-lg font-semibold text-slate-900',
  p: 'mt-6',
  list: 'mt-6 space-y-2 pl-6',
  blockquote: 'mt-6 border-l-4 border-brand-300 bg-brand-50/60 py-2 pr-4 pl-5 text-slate-700 italic',
  pre: 'mt-6 rounded-xl bg-slate-900 p-4 text-sm leading-6 break-words whitespace-pre-wrap text-slate-100',
  code: 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900',
  link: 'rounded font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  image: 'mt-2 inline-block h-auto max-w-full rounded-xl bg-slate-100',
  table: 'mt-6 overflow-x-auto',
  hr: 'my-10 border-slate-200',
} as const;

export class Renderer {
  readonly headings: MarkdownHeading[] = [];
  private readonly usedIds = new Set<string>();
  /** What shows, in order: inline text as it runs, a space between blocks, cells and lines. */
  private readonly shown: string[] = [];

  get text(): string {
    return this.shown.join('').replace(/\s+/g, ' ').trim();
  }

  private say(text: string) {
    this.shown.push(text);
  }

  /** `post-<words>`; a repeated one gets -2, -3, … (in the order of the post, so ids stay put). */
  private headingId(text: string): string {
    const base = `post-${headingSlug(text)}`;
    let id = base;
    for (let n = 2; this.usedIds.has(id); n += 1) id = `${base}-${n}`;
    this.usedIds.add(id);
    return id;
  }

  blocks(tokens: readonly Token[]): ReactNode[] {
    return tokens.map((token, index) => {
      this.say(' ');
      return this.block(token, index);
    });
  }

  private block(token: Token, key: number): ReactNode {
    switch (token.type) {
      case 'space':
      case 'def':
        return null;
      case 'heading': {
        const heading = token as Tokens.Heading;
        const level = Math.min(heading.depth + 1, 6);
        const plain = plainOf(heading.tokens);
        const id = this.headingId(plain);
        if (level <= 3) this.headings.push({ id, level, text: plain });
        const Tag = `h${level}` as 'h2';
        const className = level === 2 ? styles.h2 : level === 3 ? styles.h3 : styles.h4;
        return (
          <Tag key={key} id={id} className={className}>
            {this.inlines(heading.tokens)}
          </Tag>
        );
      }
      case 'paragraph':
        return (
          <p key={key} className={styles.p}>
            {this.inlines((token as Tokens.Paragraph).tokens)}
          </p>
        );
      case 'text': {
        // A tight list item's text.
        const text = token as Tokens.Text;
        return <span key={key}>{text.tokens ? this.inlines(text.tokens) : this.plain(text.text)}</span>;
      }
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item, index) => (
          <li key={index} className="pl-1">
            {item.task && (
              <>
                <span aria-hidden="true" className="mr-1.5">
                  {item.checked ? '☑' : '☐'}
                </span>
                <span className="sr-only">{item.checked ? 'Done: ' : 'To do: '}</span>
              </>
            )}
            {this.blocks(item.tokens.filter((child) => child.type !== 'checkbox'))}
          </li>
        ));
        return list.ordered ? (
          <ol key={key} start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined} className={`${styles.list} list-decimal`}>
            {items}
          </ol>
        ) : (
          <ul key={key} className={`${styles.list} list-disc`}>
            {items}
          </ul>
        );
      }
      case 'blockquote':
        return (
          <blockquote key={key} className={styles.blockquote}>
            {this.blocks((token as Tokens.Blockquote).tokens)}
          </blockquote>
        );
      case 'code': {
        const code = token as Tokens.Code;
        this.say(code.text);
        return (
          // Long lines wrap: nothing to scroll sideways on a phone.
          <pre key={key} className={styles.pre}>
            <code>{code.text}</code>
          </pre>
        );
      }
      case 'hr':
        return <hr key={key} className={styles.hr} />;
      case 'table': {
        const table = token as Tokens.Table;
        const align = (cell: Tokens.TableCell) => (cell.align ? { textAlign: cell.align } : undefined);
        return (
          <div key={key} className={styles.table}>
            <table className="w-full border-collapse text-left text-base">
              <thead>
                <tr className="border-b-2 border-slate-300">
                  {table.header.map((cell, index) => (
                    <th key={index} scope="col" style={align(cell)} className="px-3 py-2 font-semibold text-slate-900">
                      {this.cell(cell.tokens)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} className="border-b border-slate-200">
                    {row.map((cell, index) => (
                      <td key={index} style={align(cell)} className="px-3 py-2 align-top">
                        {this.cell(cell.tokens)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }
      case 'html':
        // An author's HTML is text on this site.
        return (
          <p key={key} className={`${styles.p} whitespace-pre-wrap`}>
            {this.plain((token as Tokens.HTML).text.replace(/\n+$/, ''), false)}
          </p>
        );
      default:
        return (
          <p key={key} className={`${styles.p} whitespace-pre-wrap`}>
            {this.plain(token.raw, false)}
          </p>
        );
    }
  }

  private plain(text: string, decode = true): string {
    const shown = decode ? decodeEntities(text) : text;
    this.say(shown);
    return shown;
  }

  private cell(tokens: readonly Token[]): ReactNode[] {
    this.say(' ');
    return this.inlines(tokens);
  }

  inlines(tokens: readonly Token[] | undefined): ReactNode[] {
    return (tokens ?? []).map((token, index) => this.inline(token, index));
  }

  private inline(token: Token, key: number): ReactNode {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? <span key={key}>{this.inlines(text.tokens)}</span> : this.plain(text.text);
      }
      case 'escape':
        return this.plain((token as Tokens.Escape).text, false);
      case 'strong':
        return <strong key={key}>{this.inlines((token as Tokens.Strong).tokens)}</strong>;
      case 'em':
        return <em key={key}>{this.inlines((token as Tokens.Em).tokens)}</em>;
      case 'del':
        return <del key={key}>{this.inlines((token as Tokens.Del).tokens)}</del>;
      case 'codespan':
        return (
          <code key={key} className={styles.code}>
            {this.plain((token as Tokens.Codespan).text, false)}
          </code>
        );
      case 'br':
        this.say(' ');
        return <br key={key} />;
      case 'html':
        return this.plain((token as Tokens.Tag).text, false);
      case 'link': {
        const link = token as Tokens.Link;
        const target = safeLink(link.href);
        const children = this.inlines(link.tokens);
        if (!target) return <span key={key}>{children}</span>;
        if (!target.external)
          return (
            <a key={key} href={target.href} className={styles.link}>
              {children}
            </a>
          );
        return (
          <a key={key} href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {children}
            {/* The space is in the hidden note (as GOV.UK does it), so no underlined gap shows. */}
            <span className="sr-only"> {NEW_TAB_NOTE}</span>
          </a>
        );
      }
      case 'image': {
        const image = token as Tokens.Image;
        const alt = decodeEntities(image.text);
        const src = safeImage(image.href);
        if (!src) return this.plain(alt, false);
        return (
          <img
            key={key}
            src={src}
            alt={alt}
            title={image.title ? decodeEntities(image.title) : undefined}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className={styles.image}
          />
        );
      }
      default:
        return this.plain(token.raw, false);
    }
  }
}

/** The words of inline tokens, as shown (for heading ids and the table of contents). */
function plainOf(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token): string => {
      if (token.type === 'image') return decodeEntities((token as Tokens.Image).text);
      if (token.type === 'escape' || token.type === 'codespan' || token.type === 'html') return (token as Tokens.Escape).text;
      if ('tokens' in token && Array.isArray(token.tokens)) return plainOf(token.tokens);
      if (token.type === 'text') return decodeEntities((token as Tokens.Text).text);
      if (token.type === 'br') return ' ';
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

