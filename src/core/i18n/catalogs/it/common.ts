import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Chiudi',
  'common.loading': 'Caricamento…',
  'common.noData': 'Nessun dato',
  'common.results': '{count} risultati',
  'common.error': 'Si è verificato un errore. Riprova.',
  'common.newWindow': '(si apre in una nuova finestra)',
  'announcement.label': 'Annuncio',
  'announcement.close': 'Chiudi annuncio',
  'announcement.pause': 'Metti in pausa lo scorrimento',
  'announcement.play': 'Riprendi lo scorrimento',
  'announcement.more': 'Dettagli',
  'cookie.title': 'Utilizziamo i cookie',
  'cookie.text': 'Utilizziamo i cookie per mantenere l’accesso, ricordare le tue impostazioni e capire come viene usato il sito. Scopri di più nella nostra {link}.',
  'cookie.policy': 'Informativa sui cookie',
  'cookie.accept': 'Accetta',
  'cookie.close': 'Chiudi l’avviso sui cookie',
  'reminder.no.data': 'Nessuna notifica',
  'common.turkey.text': 'Il turco è anche la lingua del nostro sito per la Turchia, pensato per gli utenti che si trovano nel Paese.',
  'common.turkey.stay': 'Resta qui in turco',
  'common.turkey.go': 'Vai al sito per la Turchia',
};
