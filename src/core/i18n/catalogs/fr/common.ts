import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Fermer',
  'common.loading': 'Chargement…',
  'common.noData': 'Aucune donnée',
  'common.results': '{count} résultats',
  'common.error': 'Une erreur s’est produite. Veuillez réessayer.',
  'common.newWindow': '(s’ouvre dans une nouvelle fenêtre)',
  'announcement.label': 'Annonce',
  'announcement.close': 'Masquer l’annonce',
  'announcement.pause': 'Suspendre le défilement',
  'announcement.play': 'Reprendre le défilement',
  'announcement.more': 'Détails',
  'cookie.title': 'Nous utilisons des cookies',
  'cookie.text': 'Nous utilisons des cookies pour que vous restiez connecté, pour mémoriser vos paramètres et pour comprendre comment le site est utilisé. Pour en savoir plus, consultez notre {link}.',
  'cookie.policy': 'Politique relative aux cookies',
  'cookie.accept': 'Accepter',
  'cookie.close': 'Fermer le bandeau cookies',
  'reminder.no.data': 'Aucune notification pour le moment',
  'common.turkey.text': 'Le turc est aussi la langue de notre site Turquie, destiné aux utilisateurs résidant en Turquie.',
  'common.turkey.stay': 'Rester ici en turc',
  'common.turkey.go': 'Aller sur le site Turquie',
};
