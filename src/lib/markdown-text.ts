/**
 * The text of a Markdown post without its syntax, for the places that show a post's words but not the
 * post: cards' and tables' excerpts, meta descriptions, word counts and read times. A light, line-based
 * stripper (no parser: the pages that show cards never load one, docs/decisions/0015): it drops the
 * marks of headings, lists, quotes, fences, emphasis, code, links and images and keeps their words.
 * Raw HTML stays as text, as the article shows it.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RULE = /^ {0,3}((\*[ \t]*){3,}|(-[ \t]*){3,}|(_[ \t]*){3,})$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const TABLE_DIVIDER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*\S+/;

/** The characters a backslash escapes; each stands in as a private-use character until the marks are gone. */
const ESCAPABLE = '\\`*_{}[]()#+-.!>~|<';
const hide = (text: string) =>
  text.replace(/\\([\\`*_{}[\]()#+\-.!>~|<])/g, (_all, char: string) => String.fromCharCode(0xe000 + ESCAPABLE.indexOf(char)));
const unhide = (text: string) => text.replace(/[\ue000-\ue013]/g, (char) => ESCAPABLE[char.charCodeAt(0) - 0xe000]);

/** The words of one line of inline Markdown. */
function inlineText(line: string): string {
  return unhide(
    hide(line)
      // Images keep their alt text, links their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      // Autolinks in angle brackets: the address.
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, '$1')
      // Code spans keep their code.
      .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_all, _ticks: string, code: string) => code.trim())
      // Strong, emphasis, strikethrough.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      // A hard break (a backslash at the end of a line).
      .replace(/\\$/, ''),
  );
}

/** One line without its block marks: quote, heading, list bullet or number, task box. */
function blockLine(line: string): string {
  let text = line;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/^ {0,3}>[ \t]?/, '');
  }
  text = text
    .replace(/^ {0,3}#{1,6}(?:[ \t]+|$)/, '')
    .replace(/[ \t]+#+[ \t]*$/, '')
    .replace(/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/, '')
    .replace(/^\[[ xX]\][ \t]+/, '');
  // Table rows: the cells' words, apart.
  if (/^\s*\|.*\|\s*$/.test(text)) text = text.replace(/^\s*\||\|\s*$/g, '').replace(/\s*\|\s*/g, ' ');
  return text.trim();
}

/** The post's text: its blocks separated by blank lines, each block's lines joined with a space. */
export function markdownToPlainText(source: string): string {
  const blocks: string[] = [];
  let block: string[] = [];
  const end = () => {
    if (block.length) blocks.push(block.join(' '));
    block = [];
  };
  let fence: string | null = null;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence !== null) {
      const closing = FENCE.exec(line);
      if (closing && closing[1][0] === fence[0] && closing[1].length >= fence.length && line.trim() === closing[1]) {
        fence = null;
        end();
      } else if (line.trim()) block.push(line.trim());
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      end();
      fence = opening[1];
      continue;
    }
    // A table's divider row: the rows around it are one block.
    if (TABLE_DIVIDER.test(line) && line.includes('-') && line.includes('|')) continue;
    if (!line.trim() || RULE.test(line) || LINK_DEFINITION.test(line)) {
      end();
      continue;
    }
    if (SETEXT_UNDERLINE.test(line) && block.length) {
      end();
      continue;
    }
    const text = inlineText(blockLine(line)).trim();
    if (text) block.push(text);
  }
  end();
  return blocks.join('\n\n');
}
