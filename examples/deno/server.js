// exchange-elements in Deno (DESIGN.md §3c): UPSTREAM=https://origin.example.com deno run --allow-net --allow-env --allow-read server.js
import { createHandler } from 'exchange-elements/server';

const handler = createHandler({ upstream: Deno.env.get('UPSTREAM') });
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8080), onListen: ({ port }) => console.log(`listening on http://localhost:${port}/`) }, handler);
