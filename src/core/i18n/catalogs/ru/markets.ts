import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Спот',
  'markets.kind.futures': 'Фьючерсы',
  'markets.kind.options': 'Опционы',
  'markets.kind.pre-market': 'Премаркет',
  'markets.search': 'Поиск',
  'markets.search.label': 'Поиск по рынкам: {market}',
  'markets.tabs': 'Рынки',
  'markets.subTabs': 'Категории',
  'markets.list': 'Рынки: {market}',
  'markets.loading': 'Загрузка рынков…',
  'markets.empty': 'Нет рынков для показа',
  'markets.empty.keyword': 'Нет результатов по запросу «{keyword}»',
  'markets.viewAll': 'Показать все',
  'markets.tag.st.title': 'Особый режим: риск делистинга',
  'markets.tag.hot': 'Хит',
  'markets.tag.new': 'Новинка',
  'markets.scroll.back': 'Прокрутить вкладки назад',
  'markets.scroll.forward': 'Прокрутить вкладки вперёд',
};
