/**
 * The page the build writes at an older post's id address (`/blog/<id>` → blog/<id>.html, by
 * scripts/prerender.mjs) when the post has a readable address of its own, and at each address a post
 * had while public before it moved (its former slugs): it names `/blog/<slug>` as
 * canonical, asks not to be indexed and moves there at once (docs/decisions/0016-slugs-and-seo.md).
 */
const escapeXml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The page at an older post's id address: its canonical address is the slug's (docs/decisions/0016-slugs-and-seo.md). */
export function movedPageHtml({ siteUrl, title, to }) {
  const href = escapeXml(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeXml(`${siteUrl}${to}`)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>This article has moved to <a href="${href}">${escapeXml(title)}</a>.</p>
</body>
</html>
`;
}

