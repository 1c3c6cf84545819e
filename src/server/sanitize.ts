// Server HTML (the bulletin) sanitised for a server render's markup (DESIGN.md §3a). The
// browser uses DOMPurify, which needs a DOM; here htmlparser2 tokenises the HTML and only the
// same allow-list is written back (src/core/safety.ts PURIFY_CONFIG): allowed tags with their
// allowed attributes, every text escaped, everything else dropped. The browser sanitises the
// same HTML again with DOMPurify once it has loaded.
import { Parser } from 'htmlparser2';
import { PURIFY_CONFIG, safeUrl } from '../core/safety';

const TAGS = new Set(PURIFY_CONFIG.ALLOWED_TAGS);
const ATTRIBUTES = new Set(PURIFY_CONFIG.ALLOWED_ATTR);
/** Elements whose content is not text to show: dropped whole, as DOMPurify drops them. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'select']);
const VOID = new Set(['br']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function attributesOf(tag: string, attributes: Record<string, string>): string {
  let out = '';
  for (const [name, raw] of Object.entries(attributes)) {
    if (!ATTRIBUTES.has(name)) continue;
    if (tag !== 'a' && (name === 'href' || name === 'target' || name === 'rel')) continue;
    const value = name === 'href' ? safeUrl(raw) : name === 'target' ? (raw === '_blank' ? raw : null) : name === 'rel' ? null : raw;
    if (value !== null) out += ` ${name}="${escapeAttribute(value)}"`;
  }
  // the link hook of src/core/safety.ts: a new window never gets a handle on the page
  if (tag === 'a' && attributes.target === '_blank') out += ' rel="noopener noreferrer"';
  return out;
}

export function sanitizeOnServer(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (dropping || DROPPED.has(name)) { dropping += 1; return; }
      if (!TAGS.has(name)) return;
      out += `<${name}${attributesOf(name, attributes)}>`;
      if (!VOID.has(name)) open.push(name);
    },
    ontext(text) { if (!dropping) out += escapeText(text); },
    onclosetag(name) {
      if (dropping) { dropping -= 1; return; }
      if (!TAGS.has(name) || VOID.has(name)) return;
      const at = open.lastIndexOf(name);
      if (at < 0) return;
      while (open.length > at) out += `</${open.pop()}>`;
    },
  }, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  parser.end(html);
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
