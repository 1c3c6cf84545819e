// The shadow roots' styles as files under dist/ (DESIGN.md §3a "CSP": `<link rel="stylesheet">`,
// no inline style): one file per stylesheet, named by its content, so it can be cached forever.
// Hashed with Web Crypto (§3c: no node: module), once per stylesheet and process.
import type { Styles } from '../ui/common/styles';

const names = new WeakMap<Styles, Promise<string>>();

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function nameOf(styles: Styles): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(styles.cssText));
  return `styles/${base64url(new Uint8Array(digest)).slice(0, 12)}.css`;
}

/** The file name of a stylesheet: `styles/<hash>.css`, relative to the asset base. */
export function stylesheetFile(styles: Styles): Promise<string> {
  let name = names.get(styles);
  if (!name) names.set(styles, (name = nameOf(styles)));
  return name;
}
