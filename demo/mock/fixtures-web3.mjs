// On-chain market fixtures: launchpad (pilot), pre-market and Alpha (memebox) tokens.
import { createRandom } from './random.mjs';
import { KNOWN_COINS, generateCoins, iconUrl } from './coins.mjs';
import { CHAINS, PILOT_CATEGORIES } from './fixtures-markets.mjs';

const CHAIN_SLUGS = { sol: 'solana', eth: 'ethereum', bsc: 'bsc', base: 'base', arbitrum: 'arbitrum' };

const slugify = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'token';
const addressOn = (chain, random) => (chain === 'sol' ? random.base58Address() : random.evmAddress());

/**
 * `count` tokens: the curated ones first, then generated ones (none reusing a spot base).
 * @param {string} seed @param {number} count @param {Array<[string, string]>} curated [symbol, name]
 */
function tokens(seed, count, curated) {
  const random = createRandom(seed);
  const taken = new Set([...KNOWN_COINS.map((coin) => coin.base), ...curated.map(([symbol]) => symbol)]);
  const generated = generateCoins(random, taken);
  const list = curated.map(([symbol, name]) => ({ symbol, name }));
  while (list.length < count) {
    const { base, name } = generated.next().value;
    list.push({ symbol: base, name });
  }
  return { random, list };
}

const PILOT_TOKENS = [
  ['MOODENG', 'Moo Deng'], ['PNUT', 'Peanut the Squirrel'], ['GOAT', 'Goatseus Maximus'], ['CHILLGUY', 'Just a chill guy'],
  ['FWOG', 'FWOG'], ['MICHI', 'michi'], ['GIGA', 'Gigachad'], ['SPX', 'SPX6900'], ['AI16Z', 'ai16z'],
  ['ZEREBRO', 'zerebro'], ['GRIFFAIN', 'GRIFFAIN'], ['ARC', 'AI Rig Complex'], ['修仙', '修仙'], ['牛马', '牛马精神'],
  ['LONGBOI', 'The Longest Launchpad Token Name You Have Ever Seen On Any Chain Anywhere'],
];

/** ~120 launchpad rows; `cate` is a comma-separated list of PILOT_CATEGORIES codes. */
export function pilotMarkets() {
  const { random, list } = tokens('pilot', 120, PILOT_TOKENS);
  const categories = PILOT_CATEGORIES.map(([code]) => code);
  return list.map(({ symbol, name }, index) => {
    const chain = random.chance(0.7) ? 'sol' : random.pick(['eth', 'bsc', 'base']);
    const address = addressOn(chain, random);
    return {
      name,
      address,
      show_pair: `${symbol}/USDT`,
      icon: iconUrl(symbol),
      chain_icon: iconUrl(chain.toUpperCase()),
      seo_path: `${CHAIN_SLUGS[chain]}/${slugify(symbol)}-${address.slice(-6)}`,
      is_hot: index < 8 || random.chance(0.1) ? 1 : 0,
      cate: random.shuffle(categories).slice(0, random.int(1, 3)).join(','),
    };
  });
}

const PRE_MARKET_TOKENS = [
  ['MEGA', 'MegaETH'], ['MON', 'Monad'], ['LINEA', 'Linea'], ['PUMPX', 'Pump Exchange'], ['ZAMA', 'Zama'],
  ['ABSTR', 'Abstract Chain Governance And Utility Token For The Consumer Crypto Era'], ['龙币', '龙币'],
];

/** ~40 pre-market rows with tags 'hot' and/or 'new'. */
export function preMarket() {
  const { random, list } = tokens('pre-market', 40, PRE_MARKET_TOKENS);
  return list.map(({ symbol, name }, index) => ({
    currency: symbol,
    market: `${symbol}_USDT`,
    full_name: name,
    tags: [index < 5 || random.chance(0.15) ? 'hot' : '', index >= 30 || random.chance(0.1) ? 'new' : ''].filter(Boolean),
  }));
}

const ALPHA_TOKENS = [
  ['币安人生', 'bsc'], ['哈基米', 'bsc'], ['客服小何', 'bsc'], ['我踏马来了', 'bsc'], ['修仙', 'bsc'],
  ['PEPE', 'eth'], ['MOG', 'eth'], ['WIF', 'sol'], ['BONK', 'sol'], ['POPCAT', 'sol'], ['MOODENG', 'sol'],
  ['FARTCOIN', 'sol'], ['BRETT', 'base'], ['TOSHI', 'base'], ['DEGEN', 'base'], ['AIDOGE', 'arbitrum'],
  ['MAKEAMERICAGREATAGAINOFFICIALCOMMUNITYTOKEN', 'sol'], ['THEFIRSTTOKENWITHANABSURDLYLONGTICKERFORLAYOUTTESTING', 'eth'],
];
const CHAIN_CODES = CHAINS.map(([code]) => code);

let alphaCache;
/** ~300 Alpha rows `{ address, show_pair, icon, chain_icon, chain, pair }`, cached (they are fixed). */
function alphaRows() {
  if (alphaCache) return alphaCache;
  const { random, list } = tokens('alpha', 300, ALPHA_TOKENS.map(([symbol]) => [symbol, symbol]));
  const curatedChain = new Map(ALPHA_TOKENS);
  alphaCache = list.map(({ symbol }) => {
    const chain = curatedChain.get(symbol) ?? random.pick(CHAIN_CODES);
    return {
      address: addressOn(chain, random),
      show_pair: `${symbol}/USDT`,
      icon: iconUrl(symbol),
      chain_icon: iconUrl(chain.toUpperCase()),
      chain,
      pair: `${symbol}_USDT`,
    };
  });
  return alphaCache;
}

/**
 * A page of Alpha rows, optionally of one chain (spec §7 alpha/currencies).
 * @param {{ chain?: string, page?: number, limit?: number }} [options]
 */
export function alphaCurrencies({ chain = '', page = 1, limit = 100 } = {}) {
  const rows = chain ? alphaRows().filter((row) => row.chain === chain) : alphaRows();
  return rows.slice((page - 1) * limit, page * limit);
}

/** Alpha rows whose show_pair, pair or address contains the trimmed keywords, case-insensitively. */
export function alphaSearch(keywords = '') {
  const needle = keywords.trim().toLowerCase();
  if (!needle) return [];
  return alphaRows().filter((row) => [row.show_pair, row.pair, row.address].some((field) => field.toLowerCase().includes(needle)));
}

/**
 * The Alpha page path of a symbol ('PEPE' or 'PEPE_USDT'): `{chain}-{slug}-{address}`; empty when unknown.
 * @param {string} symbol
 */
export function memeboxPath(symbol = '') {
  const wanted = symbol.trim().toLowerCase();
  const row = alphaRows().find(({ pair }) => pair.toLowerCase() === wanted || pair.split('_')[0].toLowerCase() === wanted);
  if (!row) return { path: '', path_symbol_pairs: [] };
  const path = `${row.chain}-${slugify(row.pair.split('_')[0])}-${row.address.toLowerCase()}`;
  return { path, path_symbol_pairs: [{ symbol, path }] };
}
