// App Router, the elements inside a client component: the server component hands it the
// request's render options (plain data, so they cross to the client).
import { renderOptions } from '../../render-options';
import { Shell } from './shell';

export default async function ClientPage() {
  return <Shell renderOptions={await renderOptions('/client')} />;
}
