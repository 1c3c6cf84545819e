// Deterministic placeholder icons: a coloured circle with 1–3 letters of the name.
import { hashString } from './random.mjs';

const escapeXml = (text) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** @param {string} name e.g. 'BTC', '币安人生', 'MENU-TRADE' */
export function iconSvg(name) {
  const chars = Array.from(name).filter((ch) => /[\p{L}\p{N}]/u.test(ch));
  const wide = chars.length > 0 && chars[0].codePointAt(0) > 0x2e7f; // CJK and other wide scripts: one glyph
  const letters = (wide ? chars.slice(0, 1) : chars.slice(0, 3)).join('').toUpperCase() || '?';
  const hue = hashString(name) % 360;
  const size = [0, 30, 24, 18][Array.from(letters).length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`
    + `<circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,45%)"/>`
    + `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" `
    + `font-size="${size}" font-weight="600" fill="#fff">${escapeXml(letters)}</text>`
    + `</svg>`;
}
