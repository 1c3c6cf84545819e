export const metadata = { title: 'A Next.js site that imports an element directly' };

export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
