// The download-app QR (spec §2): lean-qr's "nano" build (byte mode in UTF-8, the ISO mask
// choice, about 2 KB gzipped, against 9.5 KB for qrcode), at error-correction level M.
import { correction, generate } from 'lean-qr/nano';

/** A QR symbol: `size` modules a side, `data[y * size + x]` is 1 for a dark module. */
export interface QrSymbol { size: number; data: Uint8Array }

export function encodeQr(text: string): QrSymbol {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const data = new Uint8Array(code.size * code.size);
  for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) data[y * code.size + x] = code.get(x, y) ? 1 : 0;
  return { size: code.size, data };
}
