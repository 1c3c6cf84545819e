// App Router, server components: each element awaits its render for this request.
import { ExFooter, ExHeader } from 'exchange-elements/react';
import { renderOptions } from '../render-options';

export default async function Home() {
  const options = await renderOptions('/');
  return (
    <>
      <ExHeader siteId={0} pagePath="/" renderOptions={options} />
      <main><h1>Server components</h1></main>
      <ExFooter siteId={0} renderOptions={options} />
    </>
  );
}
