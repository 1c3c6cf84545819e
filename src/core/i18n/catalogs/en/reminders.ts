// English texts of the reminder panel, the Alpha token list and the search modal.
export const reminders = {
  'reminder.title': 'Notifications',
  'reminder.tabs': 'Notification types',
  'reminder.viewAll': 'View all',
  'reminder.unread': 'Unread',
  'reminder.unreadCount': '{count} unread',
  'reminder.loadMore': 'Load more',
  'alpha.label': 'Alpha tokens',
  'alpha.chains': 'Chains',
  'alpha.allChains': 'All chains',
  'alpha.search': 'Search token or contract address',
  'alpha.noData': 'No tokens found',
  'alpha.address': 'Contract {address}',
  'search.open': 'Search',
  'search.label': 'Search markets, tokens and pages',
  'search.placeholder': 'Search coins, markets, pages',
  'search.close': 'Close search',
  'search.recent': 'Recent searches',
  'search.clearRecent': 'Clear',
  'search.spot': 'Spot',
  'search.futures': 'Futures',
  'search.alpha': 'Alpha',
  'search.pages': 'Pages',
  'search.noResults': 'No results for “{query}”',
  'search.hint': 'Press / or Ctrl+K to search',
} as const;

export type RemindersMessages = { readonly [K in keyof typeof reminders]: string };
