import { expect } from '@open-wc/testing';
import jsQR from 'jsqr';
import { encodeQr, type QrSymbol } from './index';

/** Decodes a symbol with jsQR: 4 pixels per module and a 4-module quiet zone, as RGBA. */
function decode(qr: QrSymbol): string | null {
  const scale = 4, quiet = 4, width = (qr.size + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - quiet, my = Math.floor(y / scale) - quiet;
      if (mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.data[my * qr.size + mx]) pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

describe('encodeQr (decoded back with jsQR)', () => {
  it('download URLs, query strings and non-ASCII text read back as written', () => {
    const texts = ['https://www.example.com/de/mobileapp?pos=header', 'https://example.com/下载?pos=header',
      'https://m.example.com/download?pos=header&lang=zh-TW&utm_source=web#app', 'Ünïcödé ✓ 🚀', 'x'.repeat(200)];
    expect(texts.filter((text) => decode(encodeQr(text)) !== text)).to.deep.equal([]);
  });

  it('a symbol is (4v + 17)² modules: a 24-byte URL fits version 2 at level M (26 bytes), not version 1 (14)', () => {
    const qr = encodeQr('https://example.com/app/');
    expect([qr.size, qr.data.length]).to.deep.equal([25, 625]);
    expect(qr.data.every((m) => m === 0 || m === 1)).to.equal(true);
  });
});
