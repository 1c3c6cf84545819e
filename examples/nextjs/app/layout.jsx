import { ExConfig } from 'exchange-elements/react';
import { PAGE_CONFIG } from '../page-config';

export const metadata = { title: 'exchange-elements in Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <ExConfig config={PAGE_CONFIG} />
        {children}
      </body>
    </html>
  );
}
