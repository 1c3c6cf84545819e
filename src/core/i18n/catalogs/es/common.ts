import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Cerrar',
  'common.loading': 'Cargando…',
  'common.noData': 'Sin datos',
  'common.results': '{count} resultados',
  'common.error': 'Se ha producido un error. Inténtalo de nuevo.',
  'common.newWindow': '(se abre en una ventana nueva)',
  'announcement.label': 'Anuncio',
  'announcement.close': 'Cerrar anuncio',
  'announcement.pause': 'Pausar desplazamiento',
  'announcement.play': 'Reanudar desplazamiento',
  'announcement.more': 'Detalles',
  'cookie.title': 'Usamos cookies',
  'cookie.text': 'Usamos cookies para mantener tu sesión iniciada, recordar tus ajustes y entender cómo se usa el sitio. Consulta cómo lo hacemos en nuestra {link}.',
  'cookie.policy': 'Política de cookies',
  'cookie.accept': 'Aceptar',
  'cookie.close': 'Cerrar aviso de cookies',
  'reminder.no.data': 'Aún no hay notificaciones',
  'common.turkey.text': 'El turco también es el idioma de nuestro sitio de Turquía, pensado para los usuarios que residen allí.',
  'common.turkey.stay': 'Quedarme aquí en turco',
  'common.turkey.go': 'Ir al sitio de Turquía',
};
