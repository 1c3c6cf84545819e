// Every element, registered on import (one line each).
export { ExAnnouncementBar } from '../elements/ex-announcement-bar';
export { ExCookieNotice } from '../elements/ex-cookie-notice';
export { ExReminderPanel } from '../elements/ex-reminder-panel';
export { ExMarketDropdown } from '../elements/ex-market-dropdown';
export { ExMarketSearch } from '../elements/ex-market-search';
export { ExHeader } from '../elements/ex-header';
export { ExAlphaList } from '../elements/ex-alpha-list';
export { ExFooter } from '../elements/ex-footer';
export { ExAppBanner } from '../elements/ex-app-banner';
export { ExSearchModal } from '../elements/ex-search-modal';
