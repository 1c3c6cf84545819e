// Seeded pseudo-random numbers so every fixture is the same on every run.

/** 32-bit FNV-1a hash of a string; used to derive seeds and colours from names. */
export function hashString(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: returns a function giving floats in [0, 1). */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A seeded random source with the helpers the fixtures need.
 * @param {number | string} seed a number, or a string hashed into one
 */
export function createRandom(seed) {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  /** integer in [min, max] */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  /** float in [min, max) */
  const float = (min, max) => min + next() * (max - min);
  /** @template T @param {readonly T[]} items @returns {T} */
  const pick = (items) => items[Math.floor(next() * items.length)];
  /** true with probability p */
  const chance = (p) => next() < p;
  /** @template T @param {readonly T[]} items @returns {T[]} a shuffled copy (Fisher–Yates) */
  const shuffle = (items) => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  const fromAlphabet = (alphabet, length) =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return {
    next,
    int,
    float,
    pick,
    chance,
    shuffle,
    /** an EVM address: 0x and 40 hex digits */
    evmAddress: () => `0x${fromAlphabet(HEX, 40)}`,
    /** a Solana-style base58 address of 43–44 characters */
    base58Address: () => fromAlphabet(BASE58, int(43, 44)),
  };
}
