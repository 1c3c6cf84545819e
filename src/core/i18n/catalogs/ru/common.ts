import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Закрыть',
  'common.loading': 'Загрузка…',
  'common.noData': 'Нет данных',
  'common.results': 'Результатов: {count}',
  'common.error': 'Что-то пошло не так. Попробуйте ещё раз.',
  'common.newWindow': '(откроется в новом окне)',
  'announcement.label': 'Объявление',
  'announcement.close': 'Скрыть объявление',
  'announcement.pause': 'Остановить прокрутку',
  'announcement.play': 'Возобновить прокрутку',
  'announcement.more': 'Подробнее',
  'cookie.title': 'Мы используем cookie',
  'cookie.text': 'Мы используем файлы cookie, чтобы вы оставались в аккаунте, чтобы запоминать ваши настройки и понимать, как используется сайт. Подробнее — в документе «{link}».',
  'cookie.policy': 'Политика cookie',
  'cookie.accept': 'Принять',
  'cookie.close': 'Закрыть уведомление о cookie',
  'reminder.no.data': 'Уведомлений пока нет',
  'common.turkey.text': 'На турецком также работает наш отдельный сайт для пользователей из Турции.',
  'common.turkey.stay': 'Остаться здесь на турецком',
  'common.turkey.go': 'Перейти на сайт для Турции',
};
