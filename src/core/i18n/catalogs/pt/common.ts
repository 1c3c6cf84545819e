import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Fechar',
  'common.loading': 'Carregando…',
  'common.noData': 'Sem dados',
  'common.results': '{count} resultados',
  'common.error': 'Algo deu errado. Tente novamente.',
  'common.newWindow': '(abre em uma nova janela)',
  'announcement.label': 'Anúncio',
  'announcement.close': 'Fechar anúncio',
  'announcement.pause': 'Pausar rolagem',
  'announcement.play': 'Retomar rolagem',
  'announcement.more': 'Detalhes',
  'cookie.title': 'Usamos cookies',
  'cookie.text': 'Usamos cookies para manter você conectado, lembrar suas configurações e entender como o site é usado. Saiba como na nossa {link}.',
  'cookie.policy': 'Política de cookies',
  'cookie.accept': 'Aceitar',
  'cookie.close': 'Fechar aviso de cookies',
  'reminder.no.data': 'Nenhuma notificação ainda',
  'common.turkey.text': 'O turco também é o idioma do nosso site da Turquia, feito para quem está no país.',
  'common.turkey.stay': 'Ficar aqui em turco',
  'common.turkey.go': 'Ir para o site da Turquia',
};
