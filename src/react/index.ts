// exchange-elements/react (DESIGN.md §3d): one component per element, for client components,
// the Pages Router and plain React server rendering. Server components get ./server instead.
export { ExAlphaList } from './ex-alpha-list';
export { ExAnnouncementBar } from './ex-announcement-bar';
export { ExAppBanner } from './ex-app-banner';
export { ExCookieNotice } from './ex-cookie-notice';
export { ExFooter } from './ex-footer';
export { ExHeader } from './ex-header';
export { ExMarketDropdown } from './ex-market-dropdown';
export { ExMarketSearch } from './ex-market-search';
export { ExReminderPanel } from './ex-reminder-panel';
export { ExSearchModal } from './ex-search-modal';
export { ExConfig } from './page-config';
export type { HostProps } from './host';
export type { ReactRenderOptions } from './ssr';
