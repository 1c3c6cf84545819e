// The components of exchange-elements/react, one per element (DESIGN.md §3d): each tag's
// component name and its rich properties, as custom-elements.json lists them (a test keeps the
// two equal; types/react.d.ts is generated from the manifest).
export const REACT_ELEMENTS = {
  'ex-alpha-list': { name: 'ExAlphaList', properties: ['menu'] },
  'ex-announcement-bar': { name: 'ExAnnouncementBar', properties: [] },
  'ex-app-banner': { name: 'ExAppBanner', properties: [] },
  'ex-cookie-notice': { name: 'ExCookieNotice', properties: [] },
  'ex-footer': { name: 'ExFooter', properties: [] },
  'ex-header': { name: 'ExHeader', properties: [] },
  'ex-market-dropdown': { name: 'ExMarketDropdown', properties: [] },
  'ex-market-search': { name: 'ExMarketSearch', properties: [] },
  'ex-reminder-panel': { name: 'ExReminderPanel', properties: [] },
  'ex-search-modal': { name: 'ExSearchModal', properties: [] },
} as const satisfies Record<string, { name: string; properties: readonly string[] }>;

export type ReactElementTag = keyof typeof REACT_ELEMENTS;
