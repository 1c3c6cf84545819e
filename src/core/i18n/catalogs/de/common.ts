import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Schließen',
  'common.loading': 'Wird geladen…',
  'common.noData': 'Keine Daten',
  'common.results': '{count} Ergebnisse',
  'common.error': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'common.newWindow': '(öffnet in neuem Fenster)',
  'announcement.label': 'Ankündigung',
  'announcement.close': 'Ankündigung ausblenden',
  'announcement.pause': 'Laufschrift anhalten',
  'announcement.play': 'Laufschrift fortsetzen',
  'announcement.more': 'Details',
  'cookie.title': 'Wir verwenden Cookies',
  'cookie.text': 'Wir verwenden Cookies, damit Sie angemeldet bleiben, Ihre Einstellungen gespeichert werden und wir verstehen, wie die Website genutzt wird. Mehr dazu in unserer {link}.',
  'cookie.policy': 'Cookie-Richtlinie',
  'cookie.accept': 'Akzeptieren',
  'cookie.close': 'Cookie-Hinweis schließen',
  'reminder.no.data': 'Noch keine Benachrichtigungen',
  'common.turkey.text': 'Türkisch ist auch die Sprache unserer Türkei-Website für Nutzer in der Türkei.',
  'common.turkey.stay': 'Hier auf Türkisch bleiben',
  'common.turkey.go': 'Zur Türkei-Website',
};
