// The pictures in docs/: which story, theme, width and opened menu each one shows. Read by
// docs-images.mjs, which shoots them into docs/images/, and by scripts/docs.mjs, which shows
// them under each element's heading in docs/elements.md. Plain data and page steps: importing
// it starts nothing.

export const IMAGE_DIR = 'docs/images';
const DESKTOP = 1440;
const PHONE = 390;
const PHONE_HEIGHT = 844;
const THEMES = ['light', 'dark'];

// What no story opens on load (the header's menus are opened by the stories themselves, or by
// the `open` parameter: demo/stories/openers.ts), done on the page as a visitor would.
const settle = (ms) => (page) => page.waitForTimeout(ms);
export const footerSection = async (page) => {
  await page.locator('ex-footer summary').first().click();
  await page.waitForTimeout(200);
};
const search = (keyword) => async (page) => {
  await page.locator('ex-search-modal .trigger').click();
  await page.locator('ex-search-modal input[role="combobox"]').fill(keyword);
  await page.locator('ex-search-modal [role="option"]').first().waitFor();
  await page.waitForTimeout(300);
};

/**
 * One state in both themes: `{ name, caption, surface, story, width, … }` becomes a light and a
 * dark image, `images/<tag>-<name>-<theme>-<width>.webp`.
 */
const state = (tag, { name, width = DESKTOP, ...shot }) => THEMES.map((theme) => ({
  ...shot, theme, width, height: width === PHONE ? PHONE_HEIGHT : 900,
  file: `${tag}-${name}-${theme}-${width}.webp`,
}));

/** Per element (by tag), its states: each a caption and a light and a dark picture. */
export const ELEMENT_IMAGES = {
  'ex-header': [
    { caption: 'Logged in', images: state('ex-header', { name: 'bar', surface: 'header', story: 'main' }) },
    { caption: 'Logged out', images: state('ex-header', { name: 'logged-out', surface: 'header', story: 'logged-out' }) },
    { caption: 'Trade menu, spot markets beside it', images: state('ex-header', { name: 'trade', surface: 'header', story: 'spot' }) },
    { caption: 'Settings', images: state('ex-header', { name: 'settings', surface: 'header-account', story: 'settings' }) },
    { caption: 'Personal centre (VIP 1)', images: state('ex-header', { name: 'personal', surface: 'header-account', story: 'personal' }) },
    { caption: 'Phone, logged in: the drawer', images: state('ex-header', { name: 'drawer', surface: 'header', story: 'drawer', width: PHONE }) },
    { caption: 'Phone, logged out: the drawer', images: state('ex-header', { name: 'drawer-logged-out', surface: 'header', story: 'mobile-logged-out', width: PHONE }) },
  ],
  'ex-footer': [
    { caption: 'Global edition', images: state('ex-footer', { name: 'global', surface: 'footer', story: 'global' }) },
    { caption: 'Phone: sections fold, the first one open', images: state('ex-footer', { name: 'global', surface: 'footer', story: 'global-mobile', width: PHONE, before: footerSection }) },
  ],
  'ex-announcement-bar': [
    { caption: 'Home page', images: state('ex-announcement-bar', { name: 'home', surface: 'announcement', story: 'home' }) },
    { caption: 'Phone: a marquee with a pause button (still here: reduced motion)', images: state('ex-announcement-bar', { name: 'home', surface: 'announcement', story: 'marquee', width: PHONE }) },
  ],
  'ex-reminder-panel': [
    { caption: 'Logged in (logged out, the panel shows nothing)', images: state('ex-reminder-panel', { name: 'messages', surface: 'reminders', story: 'messages', before: settle(300) }) },
    { caption: 'Phone', images: state('ex-reminder-panel', { name: 'messages', surface: 'reminders', story: 'mobile', width: PHONE, before: settle(300) }) },
  ],
  'ex-market-dropdown': [
    { caption: 'Spot, on the BTC_USDT trade page', images: state('ex-market-dropdown', { name: 'spot', surface: 'markets', story: 'spot' }) },
    { caption: 'Phone', images: state('ex-market-dropdown', { name: 'spot', surface: 'markets', story: 'mobile', width: PHONE }) },
  ],
  'ex-market-search': [
    { caption: 'The header search panel', images: state('ex-market-search', { name: 'panel', surface: 'markets', story: 'search' }) },
    { caption: 'Phone', images: state('ex-market-search', { name: 'panel', surface: 'markets', story: 'search', width: PHONE }) },
  ],
  'ex-alpha-list': [
    { caption: 'All chains', images: state('ex-alpha-list', { name: 'list', surface: 'alpha', story: 'list' }) },
    { caption: 'Phone', images: state('ex-alpha-list', { name: 'list', surface: 'alpha', story: 'mobile', width: PHONE }) },
  ],
  'ex-search-modal': [
    { caption: 'The built-in search, “btc” typed', images: state('ex-search-modal', { name: 'btc', surface: 'search-modal', story: 'builtin', before: search('btc') }) },
    { caption: 'Phone', images: state('ex-search-modal', { name: 'btc', surface: 'search-modal', story: 'mobile', width: PHONE, before: search('btc') }) },
  ],
  'ex-cookie-notice': [
    { caption: 'EU home page', images: state('ex-cookie-notice', { name: 'eu', surface: 'cookie-notice', story: 'eu-home' }) },
    { caption: 'Phone', images: state('ex-cookie-notice', { name: 'eu', surface: 'cookie-notice', story: 'mobile', width: PHONE }) },
  ],
  'ex-app-banner': [
    { caption: 'Desktop', images: state('ex-app-banner', { name: 'banner', surface: 'app-banner', story: 'default' }) },
    { caption: 'Phone', images: state('ex-app-banner', { name: 'banner', surface: 'app-banner', story: 'mobile', width: PHONE }) },
  ],
};

/** The views issue 19 checks for untranslated text and broken layout, in one language. */
export const languageViews = (lang) => {
  const params = { lang };
  return [
    { name: 'header-trade', caption: 'Header, Trade menu', surface: 'header', story: 'spot', params },
    { name: 'header-settings', caption: 'Header, settings', surface: 'header-account', story: 'settings', params },
    { name: 'header-drawer', caption: 'Header on a phone, the drawer', surface: 'header', story: 'drawer', params, width: PHONE, height: PHONE_HEIGHT },
    { name: 'footer', caption: 'Footer', surface: 'footer', story: 'global', params },
    { name: 'reminder-panel', caption: 'Reminder panel', surface: 'reminders', story: 'messages', params, before: settle(300) },
  ];
};

/** The languages whose pictures the docs show (German is long, Arabic runs right to left). */
export const DOC_LANGUAGES = { de: 'German', ar: 'Arabic' };

/** Every language picture in docs/images/: `lang-<lang>-<view>.webp`, light, by view. */
export const LANGUAGE_IMAGES = Object.keys(DOC_LANGUAGES).flatMap((lang) => languageViews(lang).map((view) => ({
  ...view, lang, theme: 'light', width: view.width ?? DESKTOP, file: `lang-${lang}-${view.name}.webp`,
})));

/** Every picture in docs/images/. */
export const ALL_IMAGES = [...Object.values(ELEMENT_IMAGES).flat().flatMap((s) => s.images), ...LANGUAGE_IMAGES];
