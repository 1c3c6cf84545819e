// Pages Router: the request's render options from getServerSideProps.
import { ExConfig, ExFooter, ExHeader } from 'exchange-elements/react';
import { PAGE_CONFIG } from '../page-config';

export async function getServerSideProps({ req }) {
  const renderOptions = { cookies: req.headers.cookie ?? '', url: `http://${req.headers.host}/legacy`, assetBase: '/ex-elements/', config: PAGE_CONFIG };
  if (req.headers['user-agent']) renderOptions.userAgent = req.headers['user-agent'];
  return { props: { renderOptions } };
}

export default function Legacy({ renderOptions }) {
  return (
    <>
      <ExConfig config={PAGE_CONFIG} />
      <ExHeader siteId={0} pagePath="/legacy" renderOptions={renderOptions} />
      <main><h1>Pages Router</h1></main>
      <ExFooter siteId={0} renderOptions={renderOptions} />
    </>
  );
}
