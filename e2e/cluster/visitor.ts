/**
 * A visitor of the cluster test: its own cookies, its own address (a loopback address of its
 * own, so nginx and the rate limits see distinct clients), and requests as the site's pages
 * make them (same Origin, JSON bodies). Speaks plain node:http, which can choose the address
 * a request leaves from.
 */
import { request } from 'node:http';

export type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

export class Visitor {
  private readonly cookies = new Map<string, string>();

  /**
   * @param address the loopback address requests leave from (127.0.0.0/8)
   * @param origin the site's origin the pages were served from
   */
  constructor(
    readonly address: string,
    readonly origin: string,
  ) {}

  send(base: string, path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const call = request(
        url,
        {
          method,
          localAddress: this.address,
          agent: false,
          headers: {
            origin: this.origin,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const [name = '', ...rest] = pair.split('=');
              const value = rest.join('=');
              if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name.trim());
              else this.cookies.set(name.trim(), value);
            }
            resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers });
          });
          response.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error(`no answer from ${url.href} within 30 s`)));
      call.on('error', reject);
      if (payload !== undefined) call.write(payload);
      call.end();
    });
  }
}
