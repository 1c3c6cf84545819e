import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'التداول الفوري',
  'markets.kind.futures': 'العقود الآجلة',
  'markets.kind.options': 'الخيارات',
  'markets.kind.pre-market': 'ما قبل السوق',
  'markets.search': 'بحث',
  'markets.search.label': 'ابحث في أسواق {market}',
  'markets.tabs': 'الأسواق',
  'markets.subTabs': 'الفئات',
  'markets.list': 'أسواق {market}',
  'markets.loading': 'جارٍ تحميل الأسواق…',
  'markets.empty': 'لا توجد أسواق لعرضها',
  'markets.empty.keyword': 'لا توجد نتائج لـ «{keyword}»',
  'markets.viewAll': 'عرض الكل',
  'markets.tag.st.title': 'معالجة خاصة: خطر الإلغاء من الإدراج',
  'markets.tag.hot': 'رائج',
  'markets.tag.new': 'جديد',
  'markets.scroll.back': 'مرّر علامات التبويب للخلف',
  'markets.scroll.forward': 'مرّر علامات التبويب للأمام',
};
