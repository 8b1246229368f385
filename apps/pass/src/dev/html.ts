// HTML building blocks of the development pages: escaping everything and turning URLs in plain text into links.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

// http(s) only, so a link can never be javascript: or data:; the text decides where a URL ends.
const urlPattern = /https?:\/\/[^\s<>"']+/g;
// Punctuation that ends a sentence rather than the URL ("see https://x.cz/a.").
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** Escaped plain text with every http(s) URL made a clickable link; line breaks are kept by <pre>. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer noopener">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** A whole page; the content is HTML the caller already escaped. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1f1235; }
h1 { font-size: 1.3rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #e4dcf5; vertical-align: top; }
th { background: #f5f3ff; }
pre { white-space: pre-wrap; word-break: break-word; background: #faf9ff; padding: .8rem; border: 1px solid #e4dcf5; }
iframe { width: 100%; height: 28rem; border: 1px solid #e4dcf5; }
.status-done { color: #166534; } .status-failed { color: #b91c1c; } .status-pending { color: #92400e; }
.note { color: #6b5b8a; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
