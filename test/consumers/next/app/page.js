import { Header } from './header';

export default function Page() {
  return <><Header /><main><h1>A Next.js site</h1></main></>;
}
