/**
 * Fills a mail template as the Trigger Email extension's Handlebars does, for the two forms our
 * templates use (src/content/mail-templates.ts): `{{key}}` HTML-escaped, `{{{key}}}` as it is, and `\{{`
 * for two braces as they are (a newsletter issue's own words may hold some). A key
 * the data does not hold renders as nothing, as in Handlebars. (Not Handlebars itself: the Outbox
 * needs only this, and the admin chunk stays small.)
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;', '=': '&#x3D;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"'`=]/g, (char) => ESCAPES[char]);

export function renderTemplate(template: string, data: Readonly<Record<string, unknown>>): string {
  return template.replace(/\\\{\{|\{\{(\{)?\s*([\w.-]+)\s*\}?\}\}/g, (match, raw: string | undefined, key: string | undefined) => {
    // `\{{` is Handlebars' escape: the two braces as they are.
    if (key === undefined) return match.slice(1);
    const value = Object.hasOwn(data, key) ? data[key] : undefined;
    const text = value === undefined || value === null ? '' : String(value);
    return raw ? text : escapeHtml(text);
  });
}
