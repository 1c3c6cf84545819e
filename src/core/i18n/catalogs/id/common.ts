import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Tutup',
  'common.loading': 'Memuat…',
  'common.noData': 'Tidak ada data',
  'common.results': '{count} hasil',
  'common.error': 'Terjadi kesalahan. Silakan coba lagi.',
  'common.newWindow': '(terbuka di jendela baru)',
  'announcement.label': 'Pengumuman',
  'announcement.close': 'Tutup pengumuman',
  'announcement.pause': 'Jeda gulir',
  'announcement.play': 'Lanjutkan gulir',
  'announcement.more': 'Detail',
  'cookie.title': 'Kami menggunakan cookie',
  'cookie.text': 'Kami menggunakan cookie agar Anda tetap masuk, untuk mengingat pengaturan Anda, dan untuk memahami cara situs ini digunakan. Selengkapnya dapat Anda baca di {link}.',
  'cookie.policy': 'Kebijakan Cookie',
  'cookie.accept': 'Terima',
  'cookie.close': 'Tutup pemberitahuan cookie',
  'reminder.no.data': 'Belum ada notifikasi',
  'common.turkey.text': 'Bahasa Turki juga merupakan bahasa situs Turki kami, yang dibuat untuk pengguna di Türkiye.',
  'common.turkey.stay': 'Tetap di sini dalam bahasa Turki',
  'common.turkey.go': 'Buka situs Turki',
};
