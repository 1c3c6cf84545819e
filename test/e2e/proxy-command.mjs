// `ex-elements proxy` started as a site would start it: the command in its own process.
import { spawn } from 'node:child_process';

/** Starts the proxy in front of `upstreamUrl` on a free port, with more of the command's
 * options if given; resolves once it listens. */
export async function startProxy(upstreamUrl, ...options) {
  const child = spawn(process.execPath, ['bin/ex-elements.mjs', 'proxy', '--upstream', upstreamUrl, '--port', '0', ...options], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  for await (const chunk of child.stdout) {
    out += chunk;
    const port = /localhost:(\d+)/.exec(out)?.[1];
    if (port) return { child, port: Number(port), base: `http://127.0.0.1:${port}` };
  }
  throw new Error(`the proxy did not start: ${out}`);
}
