// Test helper: a user-agent pattern that every engine's user agent matches (Chromium, Firefox and
// WebKit all begin with "Mozilla/5.0"), for tests in which this browser is the exchange's app.
export const THIS_BROWSER_UA = 'Mozilla';
