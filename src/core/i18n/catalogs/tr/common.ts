import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Kapat',
  'common.loading': 'Yükleniyor…',
  'common.noData': 'Veri yok',
  'common.results': '{count} sonuç',
  'common.error': 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  'common.newWindow': '(yeni pencerede açılır)',
  'announcement.label': 'Duyuru',
  'announcement.close': 'Duyuruyu kapat',
  'announcement.pause': 'Kaydırmayı duraklat',
  'announcement.play': 'Kaydırmayı sürdür',
  'announcement.more': 'Ayrıntılar',
  'cookie.title': 'Çerez kullanıyoruz',
  'cookie.text': 'Oturumunuzu açık tutmak, ayarlarınızı hatırlamak ve sitenin nasıl kullanıldığını anlamak için çerezler kullanıyoruz. Ayrıntılar için {link} sayfamızı okuyun.',
  'cookie.policy': 'Çerez Politikası',
  'cookie.accept': 'Kabul et',
  'cookie.close': 'Çerez bildirimini kapat',
  'reminder.no.data': 'Henüz bildirim yok',
  'common.turkey.text': 'Türkçe, Türkiye’deki kullanıcılar için hazırlanan Türkiye sitemizin de dilidir.',
  'common.turkey.stay': 'Burada Türkçe devam et',
  'common.turkey.go': 'Türkiye sitesine git',
};
