// Every element, registered on import (one line each).
export { ExAnnouncementBar } from '../elements/ex-announcement-bar';
export { ExCookieNotice } from '../elements/ex-cookie-notice';
