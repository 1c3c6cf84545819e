// How the roots of a page the handler renders carry their styles (DESIGN.md §3a "CSP"), read
// from the page's own Content-Security-Policy: inline with its nonce when it has one; as links
// when it would block inline styles it has no nonce for (`style-src 'self'`); inline otherwise.
import parsePolicy from 'content-security-policy-parser';
import type { RenderOptions } from './render';

/** The directives that govern a `<style>` element, the first one present counting (CSP3 §6.8.1). */
const STYLE_DIRECTIVES = ['style-src-elem', 'style-src', 'default-src'];
const NONCE_SOURCE = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/;
/** 'unsafe-inline' is ignored by a source list that also holds a nonce or a hash. */
const NONCE_OR_HASH = /^'(nonce|sha256|sha384|sha512)-/i;

const allowsInline = (sources: string[]) =>
  sources.some((source) => source.toLowerCase() === "'unsafe-inline'") && !sources.some((source) => NONCE_OR_HASH.test(source));

/** The styles and nonce a page's `Content-Security-Policy` header (null: none) lets its roots carry. */
export function stylesForPolicy(header: string | null): Pick<RenderOptions, 'styles' | 'nonce'> {
  // a header may list several policies: each one must allow the styles
  const lists = (header ?? '').split(',').map((policy) => {
    const directives = parsePolicy(policy);
    return STYLE_DIRECTIVES.map((name) => directives.get(name)).find((sources) => sources !== undefined);
  }).filter((sources) => sources !== undefined);
  if (!lists.length) return {};
  const nonces = lists.map((sources) => sources.map((source) => NONCE_SOURCE.exec(source)?.[1]).find(Boolean));
  if (nonces[0] && nonces.every((nonce) => nonce === nonces[0])) return { nonce: nonces[0] };
  return lists.every(allowsInline) ? {} : { styles: 'links' };
}
