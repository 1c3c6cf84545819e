// exchange-elements in Bun (DESIGN.md §3c): UPSTREAM=https://origin.example.com bun server.js
import { createHandler } from 'exchange-elements/server';

const server = Bun.serve({ port: Number(process.env.PORT ?? 8080), fetch: createHandler({ upstream: process.env.UPSTREAM }) });
console.log(`listening on ${server.url}`);
