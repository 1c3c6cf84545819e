// The shadow roots' stylesheets (DESIGN.md §3a "CSP"): each one's digest names its file under
// dist/ (links: cached forever) and is the hash a strict policy allows it by when inline
// (`style-src 'sha256-…'`, dist/styles/hashes.json). Hashed with Web Crypto (§3c: no node:
// module), once per stylesheet and process.
import type { Styles } from '../ui/common/styles';

const digests = new WeakMap<Styles, Promise<Uint8Array>>();

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const base64url = (bytes: Uint8Array) => base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The SHA-256 of a stylesheet's text: of the `<style>` element's text as the browser parses it
 * (React writes it unchanged, stylesheetHash checks it can). */
function digestOf(styles: Styles): Promise<Uint8Array> {
  let digest = digests.get(styles);
  if (!digest) {
    digest = crypto.subtle.digest('SHA-256', new TextEncoder().encode(styles.cssText)).then((d) => new Uint8Array(d));
    digests.set(styles, digest);
  }
  return digest;
}

/** The file name of a stylesheet: `styles/<hash>.css`, relative to the asset base. */
export async function stylesheetFile(styles: Styles): Promise<string> {
  return `styles/${base64url(await digestOf(styles)).slice(0, 12)}.css`;
}

/** A stylesheet's CSP hash source, `'sha256-…'`, for its inline `<style>`. A stylesheet with
 * `<style` or `</style` in it would not reach the browser as written (React escapes them). */
export async function stylesheetHash(styles: Styles): Promise<string> {
  if (/<\/?style/i.test(styles.cssText)) throw new Error('a stylesheet holds "<style" or "</style": its inline text would differ from its hash');
  return `'sha256-${base64(await digestOf(styles))}'`;
}
