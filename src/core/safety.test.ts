import { expect } from '@open-wc/testing';
import { frames } from '../testing/settle';
import { UNSAFE_URLS, XSS_VECTORS } from '../testing/xss-vectors';
import { safeUrl, sanitizeHtml, sanitizer, trustedHtml } from './safety';

declare global { interface Window { __xss?: number } }

describe('safety', () => {
  it('gives no HTML at all until the sanitiser has loaded, then sanitised HTML', async () => {
    expect(sanitizer.value).to.equal(undefined);
    expect(sanitizeHtml('<b>x</b><img src=x onerror=window.__xss=1>')).to.equal('');
    expect(String(trustedHtml('<b>x</b>'))).to.equal('');
    await sanitizer.load();
    expect(sanitizer.value).to.not.equal(undefined);
    expect(sanitizeHtml('<b>x</b><img src=x onerror=window.__xss=1>')).to.equal('<b>x</b>');
  });

  it('refuses unsafe URLs', () => {
    for (const url of UNSAFE_URLS) expect(safeUrl(url), url).to.equal(null);
    for (const bad of [null, undefined, 42, '', '   ']) expect(safeUrl(bad)).to.equal(null);
  });

  it('keeps relative, http(s), mailto and tel URLs', () => {
    for (const url of ['/fee', '/tr/fee?x=1#y', 'fee', 'https://example.com/a', 'http://x.example', 'mailto:support@example.com', 'tel:+900000']) {
      expect(safeUrl(url), url).to.equal(url);
    }
  });

  it('takes a path from the root without parsing it exactly as the URL parser would', () => {
    // the unparsed path is a shortcut: what it lets through, the parser lets through unchanged
    const paths = ['/a', '/tr/fee?x=1#y', '/%', '/a b', '/\t/x', '/\u0000', '//evil.example', '/\\evil.example', '/\t/ex ample', '//ex ample', '/\n/x'];
    for (const path of paths) {
      let parsed: string | null;
      try { parsed = ['http:', 'https:'].includes(new URL(path, 'https://base.invalid/').protocol) ? path : null; } catch { parsed = null; }
      expect(safeUrl(path), JSON.stringify(path)).to.equal(parsed);
    }
  });

  it('no OWASP vector executes once sanitised and inserted', async () => {
    window.__xss = undefined;
    const host = document.createElement('div');
    document.body.append(host);
    for (const vector of XSS_VECTORS) {
      const box = document.createElement('div');
      box.innerHTML = trustedHtml(vector);
      host.append(box);
      const all = [...box.querySelectorAll('*')];
      expect(all.filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))), vector).to.be.empty;
      expect(box.querySelector('script, iframe, object, embed, form, meta, link, style, svg, math, img, input'), vector).to.equal(null);
      for (const a of box.querySelectorAll('a[href]')) expect(safeUrl(a.getAttribute('href')), vector).to.not.equal(null);
    }
    // what the insertions queued (toggle, focus, animation events) has run; the checks above
    // found no element or handler that could run later
    await frames();
    expect(window.__xss).to.equal(undefined);
    host.remove();
  });

  it('keeps simple formatting and safe links, and guards new windows', () => {
    const out = sanitizeHtml('<b>Bold</b> <a href="/fee" target="_blank">fees</a> <a href="javascript:x">bad</a>');
    const box = document.createElement('div');
    box.innerHTML = out;
    expect(box.querySelector('b')!.textContent).to.equal('Bold');
    const [good, bad] = box.querySelectorAll('a');
    expect(good.getAttribute('href')).to.equal('/fee');
    expect(good.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(bad.hasAttribute('href')).to.be.false;
  });
});
