// The coin universe behind every market fixture: well-known coins first, then
// deterministic generated tickers with plausible names and prices.
/** Fixed "now" of the fixtures (2026-11-22T00:00:00Z); nothing reads the clock. */
export const BASE_TIME = 1795305600;
export const DAY = 86400;

/** @param {string} name a coin, chain or menu code */
export const iconUrl = (name) => `/__mock/icon/${encodeURIComponent(name)}.svg`;

/** @typedef {{ base: string, name: string, usd: number, st?: boolean }} Coin */

/** Well-known coins with plausible USD prices, in market-cap-ish order. @type {Coin[]} */
export const KNOWN_COINS = [
  ['BTC', 'Bitcoin', 91250], ['ETH', 'Ethereum', 3050], ['XRP', 'XRP', 2.15],
  ['SOL', 'Solana', 138.4], ['BNB', 'BNB', 881], ['DOGE', 'Dogecoin', 0.1552],
  ['ADA', 'Cardano', 0.431], ['TRX', 'TRON', 0.2817], ['PI', 'Pi Network', 0.2304],
  ['USDT', 'Tether', 1], ['GT', 'GateToken', 13.21], ['WBTC', 'Wrapped Bitcoin', 91190], ['USDC', 'USD Coin', 1.0001],
  ['LINK', 'Chainlink', 13.12], ['DOT', 'Polkadot', 2.61], ['AVAX', 'Avalanche', 14.23],
  ['TON', 'Toncoin', 1.62], ['SHIB', 'Shiba Inu', 0.00000862], ['LTC', 'Litecoin', 86.4],
  ['BCH', 'Bitcoin Cash', 521.3], ['UNI', 'Uniswap', 6.41], ['NEAR', 'NEAR Protocol', 1.93],
  ['APT', 'Aptos', 2.94], ['ARB', 'Arbitrum', 0.2315], ['OP', 'Optimism', 0.3412],
  ['SUI', 'Sui', 1.624], ['PEPE', 'Pepe', 0.00000463], ['ATOM', 'Cosmos', 2.55],
  ['FIL', 'Filecoin', 1.61], ['ETC', 'Ethereum Classic', 13.42], ['XLM', 'Stellar', 0.2513],
  ['HBAR', 'Hedera', 0.1452], ['ICP', 'Internet Computer', 4.31], ['INJ', 'Injective', 6.12],
  ['TIA', 'Celestia', 0.7234], ['SEI', 'Sei', 0.1511], ['WLD', 'Worldcoin', 0.6231],
  ['FET', 'Artificial Superintelligence Alliance', 0.2614], ['RENDER', 'Render', 1.91],
  ['AAVE', 'Aave', 175.2], ['LDO', 'Lido DAO', 0.6812], ['CRV', 'Curve DAO Token', 0.4213],
  ['GRT', 'The Graph', 0.04812], ['SAND', 'The Sandbox', 0.1513], ['MANA', 'Decentraland', 0.1821],
  ['AXS', 'Axie Infinity', 1.102], ['APE', 'ApeCoin', 0.3314], ['FLOKI', 'FLOKI', 0.00005213],
  ['BONK', 'Bonk', 0.00000921], ['WIF', 'dogwifhat', 0.3812], ['JUP', 'Jupiter', 0.2511],
  ['PYTH', 'Pyth Network', 0.07512], ['ENA', 'Ethena', 0.2613], ['ONDO', 'Ondo', 0.4812],
  ['TAO', 'Bittensor', 291.4], ['KAS', 'Kaspa', 0.05213], ['STX', 'Stacks', 0.3214],
  ['IMX', 'Immutable', 0.3612], ['ALGO', 'Algorand', 0.1413], ['VET', 'VeChain', 0.01412],
  ['EGLD', 'MultiversX', 7.81], ['XTZ', 'Tezos', 0.5213], ['NEO', 'Neo', 4.12],
  ['ZEC', 'Zcash', 621.5], ['DASH', 'Dash', 72.31], ['XMR', 'Monero', 361.2],
  ['TRUMP', 'OFFICIAL TRUMP', 6.213], ['HYPE', 'Hyperliquid', 34.12], ['USDE', 'Ethena USDe', 0.9998],
  ['WLFI', 'World Liberty Financial', 0.1412], ['PENGU', 'Pudgy Penguins', 0.01123],
  ['FARTCOIN', 'Fartcoin', 0.2513], ['VIRTUAL', 'Virtuals Protocol', 0.9512], ['POL', 'Polygon', 0.1312],
  ['CAKE', 'PancakeSwap', 2.312], ['JTO', 'Jito', 0.6213], ['STRK', 'Starknet', 0.1413],
  ['ZK', 'ZKsync', 0.04512], ['BLUR', 'Blur', 0.04013], ['GALA', 'Gala', 0.009123],
  ['CHZ', 'Chiliz', 0.03214], ['ENS', 'Ethereum Name Service', 10.52], ['COMP', 'Compound', 31.24],
  ['SNX', 'Synthetix', 0.6012], ['1INCH', '1inch', 0.1812], ['QNT', 'Quant', 78.12],
  ['RUNE', 'THORChain', 0.7213], ['THETA', 'Theta Network', 0.3614], ['FLOW', 'Flow', 0.2213],
  ['MINA', 'Mina', 0.1413], ['KSM', 'Kusama', 9.412], ['ZRO', 'LayerZero', 1.351],
  ['W', 'Wormhole', 0.05012], ['NOT', 'Notcoin', 0.0008123], ['DOGS', 'DOGS', 0.00004012],
  ['MEW', 'cat in a dogs world', 0.001312], ['POPCAT', 'Popcat', 0.1123], ['BOME', 'BOOK OF MEME', 0.0008512],
  ['NEIRO', 'Neiro', 0.0001412], ['TURBO', 'Turbo', 0.002112], ['ORDI', 'ORDI', 4.512],
  ['SATS', 'SATS', 0.0000000185], ['LUNC', 'Terra Classic', 0.00004312],
  // ST = special treatment (delisting risk), shown with a flag (spec §3 "ST flag").
  ['BTCST', 'BTC Standard Hashrate Token', 0.04112, true], ['AKRO', 'Akropolis', 0.0009812, true],
  ['TORN', 'Tornado Cash', 4.812, true],
  // CJK names, as some Asian meme tokens are listed.
  ['币安人生', '币安人生', 0.1213], ['HAJIMI', '哈基米', 0.004512], ['GOUGOU', '狗狗币', 0.0001213],
  ['YITAI', '以太坊生态指数', 0.8123], ['XIUXIAN', '修仙', 0.002312], ['SAKURA', 'さくらトークン', 0.01213],
  ['HANGUL', '한글 코인', 0.03312],
  // Very long names (60+ characters) for truncation.
  ['DOGEGOV', 'Department Of Government Efficiency Official Community Meme Token', 0.002113],
  ['HPOS10I', 'HarryPotterObamaSonic10Inu The Original Ethereum Meme Token Of Legends', 0.06512],
  ['LONGNAME', 'Extremely Long Token Name For Testing How The Market Row Truncates Its Text', 0.1112],
  ['AICOMPUTE', 'Decentralised Artificial Intelligence Compute Network Governance Token V2', 0.3412],
].map(([base, name, usd, st]) => ({ base, name, usd, st: Boolean(st) }));

/** USD value of one unit of each quote currency, with its share of generated pairs. */
export const QUOTES = {
  USDT: { usd: 1, weight: 0 }, // every generated coin gets a USDT pair; weights are for extra pairs
  USDC: { usd: 1, weight: 45 },
  BTC: { usd: 91250, weight: 20 },
  ETH: { usd: 3050, weight: 18 },
  TRY: { usd: 1 / 42.3, weight: 10 },
  EUR: { usd: 1.16, weight: 7 },
  SGD: { usd: 0.77, weight: 0 },
  JPY: { usd: 1 / 155.2, weight: 0 },
  AED: { usd: 1 / 3.6725, weight: 0 },
};

const ONSETS = [
  'B', 'C', 'D', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'W', 'X', 'Z',
  'BR', 'CR', 'DR', 'FL', 'GR', 'KR', 'PL', 'PR', 'SK', 'ST', 'TR', 'ZK',
];
const VOWELS = ['A', 'E', 'I', 'O', 'U', 'Y', 'AI', 'EO', 'OO'];
const CODAS = ['', '', '', 'N', 'X', 'R', 'S', 'K', 'T', 'M'];
const NAME_SUFFIXES = [
  '', '', 'Protocol', 'Network', 'Finance', 'AI', 'Token', 'Chain', 'Labs', 'DAO', 'Coin', 'Inu', 'Swap', 'World', 'Games',
];

/** @typedef {ReturnType<typeof import('./random.mjs').createRandom>} Random */

/** A pronounceable ticker of 2–8 letters. */
function makeTicker(random) {
  let ticker = '';
  const syllables = random.int(1, 3);
  for (let i = 0; i < syllables; i += 1) ticker += random.pick(ONSETS) + random.pick(VOWELS);
  return (ticker + random.pick(CODAS)).slice(0, 8);
}

/** "ZORVA" → "Zorva Network" */
function makeName(ticker, random) {
  const word = ticker.charAt(0) + ticker.slice(1).toLowerCase();
  return [word, random.pick(NAME_SUFFIXES)].filter(Boolean).join(' ');
}

/**
 * Endless generated coins (never clashing with `taken`), priced log-uniformly from 1e-7 to
 * ~500 USD. Drawing from the caller's random stream keeps longer lists a prefix-extension.
 * @param {Random} random
 * @param {Set<string>} taken bases already in use; new ones are added to it
 * @returns {Generator<Coin>}
 */
export function* generateCoins(random, taken) {
  for (;;) {
    let base = makeTicker(random);
    if (base.length < 2 || taken.has(base)) base = `${base}${random.int(2, 99)}`;
    if (taken.has(base)) continue;
    taken.add(base);
    yield { base, name: makeName(base, random), usd: 10 ** random.float(-7, 2.7), st: random.chance(0.004) };
  }
}

/** Price as an API-style decimal string with about six significant digits: "91250", "0.00000862". */
export function formatPrice(value) {
  const decimals = Math.max(0, Math.min(12, 5 - Math.floor(Math.log10(value))));
  return trimZeros(value.toFixed(decimals));
}

/** "12.3400" → "12.34", "5.000" → "5" */
export const trimZeros = (text) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
