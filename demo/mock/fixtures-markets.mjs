// Exchange market fixtures: spot rows, futures and delivery contracts, options, tab menus.
import { createRandom } from './random.mjs';
import { BASE_TIME, DAY, KNOWN_COINS, QUOTES, generateCoins, formatPrice, iconUrl, trimZeros } from './coins.mjs';

export const DEFAULT_SEED = 20261122;

/** Extra quotes of special coins; other known coins get quotes by rank (see knownQuotes). */
const QUOTES_OF = {
  BTC: ['USDT', 'USDC', 'TRY', 'EUR', 'SGD', 'JPY', 'AED'],
  ETH: ['USDT', 'USDC', 'BTC', 'TRY', 'EUR', 'SGD', 'JPY', 'AED'],
  USDT: ['TRY', 'EUR', 'SGD', 'JPY', 'AED'],
  USDC: ['USDT', 'TRY', 'EUR'],
};
const STABLE = new Set(['USDT', 'USDC', 'USDE']);
const EXTRA_QUOTES = Object.entries(QUOTES).flatMap(([quote, { weight }]) => Array(weight).fill(quote));

/** @param {{ base: string }} coin @param {number} rank */
function knownQuotes(coin, rank) {
  if (QUOTES_OF[coin.base]) return QUOTES_OF[coin.base];
  if (rank < 20) return ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR'];
  if (rank < 60) return ['USDT', 'USDC', 'BTC'];
  return ['USDT'];
}

/** Positions in a raw spot row (spec §3). */
export const SPOT_ROW = {
  pair: 0, name: 1, ratePercent: 2, rate: 3, volume: 4, multiple: 5, creditFlag: 6, categories: 7,
  prevRate: 8, openingTime: 9, crossMultiple: 10, stFlag: 11, icon: 12,
};

/**
 * One raw spot row, in the order of spec §3:
 * [pair, name, rate_percent, rate, volume, multiple, credit_flag, categories, prev_rate,
 *  opening_time, cross_multiple, st_flag, icon]
 */
function spotRow(coin, quote, random, { hot, fresh, openedAt, margin = false }) {
  const quoteUsd = QUOTES[quote].usd;
  const stable = STABLE.has(coin.base);
  const rate = (coin.usd / quoteUsd) * (stable ? random.float(0.9995, 1.0005) : random.float(0.995, 1.005));
  const notOpen = openedAt > BASE_TIME;
  const percent = notOpen ? 0 : stable ? random.float(-0.3, 0.3) : random.float(-12, fresh ? 180 : 15);
  const volume = notOpen ? 0 : 10 ** random.float(hot ? 6 : 3, hot ? 9 : 7) / quoteUsd;
  const multiple = margin ? random.pick([5, 10]) : random.chance(0.3) ? random.pick([3, 5, 10]) : 0;
  const crossMultiple = multiple > 0 && random.chance(0.5) ? random.pick([3, 5]) : 0;
  const categories = ['ALL', quote, hot && 'HOT', fresh && 'NEWLISTED'].filter(Boolean).join(',');
  return [
    `${coin.base}_${quote}`,
    coin.name,
    percent.toFixed(2).replace(/^-(0\.00)$/, '$1'), // never "-0.00"
    formatPrice(rate),
    trimZeros(volume.toFixed(2)),
    multiple,
    multiple > 0 ? 1 : 0,
    categories,
    formatPrice(rate / (1 + percent / 100)),
    openedAt,
    crossMultiple,
    coin.st ? 1 : 0,
    iconUrl(coin.base),
  ];
}

/**
 * Deterministic raw spot rows with unique pairs. Known coins come first (so BTC_USDT, ETH_BTC,
 * BTC_TRY … are always there), then generated coins, mostly against USDT.
 * @param {number} [n] number of rows
 * @param {number} [seed]
 * @returns {Array<[string, string, string, string, string, number, number, string, string, number, number, number, string]>}
 */
export function spotRows(n = 2500, seed = DEFAULT_SEED) {
  const random = createRandom(seed);
  const rows = [];
  const seen = new Set();
  const add = (coin, quote, flags) => {
    const pair = `${coin.base}_${quote}`;
    if (rows.length >= n || seen.has(pair)) return;
    seen.add(pair);
    rows.push(spotRow(coin, quote, random, flags));
  };
  KNOWN_COINS.forEach((coin, rank) => {
    const fresh = rank % 37 === 5; // a few known coins are recent listings too
    const openedAt = BASE_TIME - (fresh ? random.int(1, 10) : random.int(400, 2500)) * DAY;
    for (const quote of knownQuotes(coin, rank)) {
      add(coin, quote, { hot: rank < 30 && quote === 'USDT', fresh, openedAt, margin: rank < 60 });
    }
  });
  const coins = generateCoins(random, new Set(KNOWN_COINS.map((coin) => coin.base)));
  const generated = [];
  while (rows.length < n) {
    if (generated.length > 0 && random.chance(0.08)) {
      const coin = random.pick(generated);
      add(coin, random.pick(EXTRA_QUOTES), { hot: false, fresh: false, openedAt: coin.openedAt });
      continue;
    }
    const fresh = random.chance(0.04);
    // NEWLISTED: from 20 days ago to 30 days ahead, so some open in the future (spec §4 new-listing sort).
    const openedAt = fresh ? BASE_TIME + random.int(-20, 30) * DAY + random.int(0, 23) * 3600 : BASE_TIME - random.int(15, 2200) * DAY;
    const coin = { ...coins.next().value, openedAt };
    generated.push(coin);
    add(coin, 'USDT', { hot: random.chance(0.015), fresh, openedAt });
  }
  return rows;
}

/** ~630 USDT perpetuals (from the open, non-stable USDT spot pairs) plus 30 BTC-settled inverse contracts. */
export function futuresContracts() {
  const usdtPairs = spotRows().filter((row) => {
    const [base, quote] = row[SPOT_ROW.pair].split('_');
    return quote === 'USDT' && !STABLE.has(base) && row[SPOT_ROW.openingTime] <= BASE_TIME;
  });
  const usdt = usdtPairs.slice(0, 630).map((row, index) => ({
    settle: 'usdt',
    name: row[SPOT_ROW.pair],
    coin_name: row[SPOT_ROW.name],
    categories: index < 20 ? 'CONTRACT_USDT,HOT' : 'CONTRACT_USDT',
    is_tag_st: row[SPOT_ROW.stFlag],
    icon: row[SPOT_ROW.icon],
  }));
  const btc = KNOWN_COINS.filter((coin) => !STABLE.has(coin.base) && coin.base !== 'WBTC')
    .slice(0, 30)
    .map((coin) => ({
      settle: 'btc',
      name: `${coin.base}_USD`,
      coin_name: coin.name,
      categories: 'CONTRACT_BTC',
      is_tag_st: coin.st ? 1 : 0,
      icon: iconUrl(coin.base),
    }));
  return [...usdt, ...btc];
}

/** Weekly, bi-weekly and quarterly expiries (Fridays) after BASE_TIME. */
const EXPIRIES = [
  ['20261127', 'Weekly'], ['20261204', 'Bi-Weekly'], ['20261225', 'Quarterly'],
  ['20270326', 'Bi-Quarterly'], ['20270625', 'Tri-Quarterly'],
];

/** 10 USDT delivery contracts on BTC and ETH. */
export function deliveryContracts() {
  return ['BTC', 'ETH'].flatMap((base) =>
    EXPIRIES.map(([date, label]) => ({
      underlying: `${base}_USDT`,
      name: `${base}_USDT_${date}`,
      full_name: `${base}/USDT ${label} ${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
      is_tag_st: 0,
    })),
  );
}

/** Six options underlyings. */
export function optionsUnderlyings() {
  return ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE'].map((base) => ({ name: `${base}_USDT`, icon_url_64: iconUrl(base) }));
}

/** Alpha chains: query value of `chain`, title, icon name. */
export const CHAINS = [['sol', 'Solana'], ['eth', 'Ethereum'], ['bsc', 'BNB Chain'], ['base', 'Base'], ['arbitrum', 'Arbitrum']];
/** Launchpad categories used in pilot rows' `cate`. */
export const PILOT_CATEGORIES = [['meme', 'Meme'], ['ai', 'AI'], ['gamefi', 'GameFi'], ['defi', 'DeFi'], ['depin', 'DePIN'], ['rwa', 'RWA']];

const tab = (market, title, sub = []) => ({ market, title, sub });

/**
 * The `common/tabs` menus (DESIGN §2). A sub tab's `market` is the category code the rows carry;
 * `ALL` means every row; MEMEBOX subs are `ALPHA_ALLCHAIN` or the alpha `chain` query value.
 */
export function commonTabs() {
  return {
    SPOT: tab('SPOT', 'Spot', [
      tab('ALL', 'All'), tab('USDT', 'USDT'), tab('USDC', 'USDC'), tab('BTC', 'BTC'), tab('ETH', 'ETH'),
      tab('TRY', 'TRY'), tab('EUR', 'EUR'), tab('HOT', 'Hot'), tab('NEWLISTED', 'New'),
    ]),
    CONTRACT: tab('CONTRACT', 'Futures', [tab('CONTRACT_USDT', 'USDT-M'), tab('CONTRACT_BTC', 'BTC-M'), tab('DELIVERY', 'Delivery')]),
    PILOT: tab('PILOT', 'Pilot', [tab('ALL', 'All'), ...PILOT_CATEGORIES.map(([code, title]) => tab(code, title))]),
    OPTIONS: tab('OPTIONS', 'Options', [tab('ALL', 'All')]),
    MEMEBOX: tab('MEMEBOX', 'Alpha', [tab('ALPHA_ALLCHAIN', 'All Chains'), ...CHAINS.map(([code, title]) => tab(code, title))]),
  };
}
