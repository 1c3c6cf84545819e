// Reminder (herald) fixtures: tabs, paged messages and unread counts (spec §3, §7).
import { createRandom } from './random.mjs';
import { BASE_TIME } from './coins.mjs';

/**
 * code, names (en, zh), message count, unread count, is_show.
 * announce has over 99 unread (badge caps at 99+, spec §9); system has none (empty content);
 * security is hidden (is_show 0).
 */
const TABS = [
  ['announce', 'Announcements', '公告', 160, 128, 1],
  ['activity', 'Events', '活动', 45, 7, 1],
  ['trade', 'Trading', '交易', 23, 3, 1],
  ['system', 'System', '系统消息', 0, 0, 1],
  ['post', 'Posts', '动态', 30, 0, 1],
  ['security', 'Security', '安全', 5, 2, 0],
];
export const HERALD_CODES = TABS.map(([code]) => code);

/** Titles and contents per code; `{n}` is replaced by a running number, `{coin}` by a coin. */
const TEMPLATES = {
  announce: {
    en: [['Gate will list {coin} (Spot) #{n}', 'Trading of <b>{coin}/USDT</b> opens soon. <a href="/announcements/article/{n}">Details</a>'],
      ['Scheduled wallet maintenance #{n}', 'Deposits and withdrawals of {coin} are paused for about 2 hours.']],
    zh: [['Gate 将上线 {coin}（现货）#{n}', '<b>{coin}/USDT</b> 即将开放交易。<a href="/announcements/article/{n}">查看详情</a>'],
      ['钱包维护通知 #{n}', '{coin} 充提暂停约 2 小时。']],
  },
  activity: {
    en: [['Trade {coin} to share 50,000 USDT #{n}', 'Join now and <b>win</b> rewards. <a href="/rewards_hub/events">Join</a>'],
      ['{coin} airdrop round #{n}', 'Hold {coin} to qualify.']],
    zh: [['交易 {coin} 瓜分 50,000 USDT #{n}', '立即参与<b>赢取</b>奖励。<a href="/rewards_hub/events">参与</a>'],
      ['{coin} 空投第 {n} 轮', '持有 {coin} 即可参与。']],
  },
  trade: {
    en: [['Order filled: {coin}_USDT #{n}', 'Your limit buy order for <b>{coin}</b> was filled.'],
      ['Deposit confirmed #{n}', 'Your {coin} deposit has arrived.']],
    zh: [['订单成交：{coin}_USDT #{n}', '您的 <b>{coin}</b> 限价买单已成交。'],
      ['充值到账 #{n}', '您的 {coin} 充值已到账。']],
  },
  system: { en: [['', '']], zh: [['', '']] },
  post: {
    en: [['Someone liked your post #{n}', 'Your post about <b>{coin}</b> got a new like.']],
    zh: [['有人赞了你的动态 #{n}', '你关于 <b>{coin}</b> 的动态获得新的点赞。']],
  },
  security: {
    en: [['New login from a new device #{n}', 'If this was not you, <a href="/myaccount/security-setting">secure your account</a>.']],
    zh: [['新设备登录提醒 #{n}', '如非本人操作，请<a href="/myaccount/security-setting">保护账户</a>。']],
  },
};
const COINS = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'PEPE', 'GT', 'TON', 'SUI', 'WIF'];

/** Hostile markup a client must sanitise (DOMPurify), placed in the activity tab. */
const HOSTILE = {
  2: 'Click <img src="x" onerror="alert(1)"> to claim',
  4: '<a href="javascript:alert(1)">Claim your reward</a>',
};

/** 'zh', 'zh-CN', 'cn' → 'zh'; anything else → 'en'. */
export const toLang = (lang = '') => (/^(zh|cn)/i.test(lang) ? 'zh' : 'en');

/**
 * All messages of one code, newest first. Type `code` is read when `read` has it.
 * @param {string} code @param {string} lang @param {Set<string>} read
 */
function messages(code, lang, read) {
  const tab = TABS.find(([tabCode]) => tabCode === code);
  if (!tab) return [];
  const [, , , count, unread] = tab;
  const random = createRandom(`herald-${code}`);
  const templates = TEMPLATES[code][lang];
  let time = BASE_TIME - random.int(600, 7200);
  return Array.from({ length: count }, (_, index) => {
    const n = 4000 + count - index;
    const [title, content] = templates[index % templates.length];
    const coin = random.pick(COINS);
    const fill = (text) => text.replaceAll('{n}', String(n)).replaceAll('{coin}', coin);
    time -= random.int(1800, 3 * 86400);
    return {
      type: code,
      title: fill(title),
      content: code === 'activity' && HOSTILE[index] ? HOSTILE[index] : fill(content),
      isread: index < unread && !read.has(code) ? 0 : 1,
      send_timest: time,
      extras: {
        mid: `${HERALD_CODES.indexOf(code) + 1}${String(n).padStart(7, '0')}`,
        ...(code === 'trade' && index === 4 ? { isAllowHref: false } : {}), // §5: a message that links nowhere
      },
    };
  });
}

const unreadOf = (list) => list.filter((message) => message.isread === 0).length;

/**
 * Reminder tabs in `lang`; `content` is the newest title, empty when the tab has no messages.
 * @param {string} [lang] @param {Set<string>} [read] codes marked read
 */
export function heraldTabs(lang = 'en', read = new Set()) {
  const language = toLang(lang);
  return TABS.map(([code, en, zh, , , isShow]) => {
    const list = messages(code, language, read);
    return { code, name: language === 'zh' ? zh : en, unread_num: unreadOf(list), is_show: isShow, content: list[0]?.title ?? '' };
  });
}

/**
 * One page of a tab's messages.
 * @param {{ code?: string, page?: number, size?: number, lang?: string, read?: Set<string> }} options
 */
export function heraldRecords({ code = '', page = 1, size = 10, lang = 'en', read = new Set() } = {}) {
  const list = messages(code, toLang(lang), read);
  return { list: list.slice((page - 1) * size, page * size), total: list.length, unread_num: unreadOf(list), page, size };
}

/** Unread count per tab code, e.g. `{ announce: 128, activity: 7, … }`. @param {Set<string>} [read] */
export function heraldUnreadNum(read = new Set()) {
  return Object.fromEntries(HERALD_CODES.map((code) => [code, unreadOf(messages(code, 'en', read))]));
}
