// English texts shared by several surfaces, and the ones of the first elements.
export const common = {
  'common.close': 'Close',
  'common.loading': 'Loading…',
  'common.noData': 'No data',
  'common.results': '{count} results',
  'common.error': 'Something went wrong. Please try again.',
  'common.newWindow': '(opens in a new window)',
  'announcement.label': 'Announcement',
  'announcement.close': 'Dismiss announcement',
  'announcement.pause': 'Pause scrolling',
  'announcement.play': 'Resume scrolling',
  'announcement.more': 'Details',
  'cookie.title': 'We use cookies',
  'cookie.text': 'We use cookies to keep you signed in, remember your settings and understand how the site is used. You can read how in our {link}.',
  'cookie.policy': 'Cookie Policy',
  'cookie.accept': 'Accept',
  'cookie.close': 'Close cookie notice',
  'reminder.no.data': 'No notifications yet',
  'common.turkey.title': 'Türkçe',
  'common.turkey.text': 'Turkish is also the language of our Turkey site, made for users in Türkiye.',
  'common.turkey.stay': 'Stay here in Turkish',
  'common.turkey.go': 'Go to the Turkey site',
} as const;

export type CommonMessages = { readonly [K in keyof typeof common]: string };
