import { describe, expect, it } from 'vitest';
import { maxJsonBodyBytes, readJsonObject } from './json-problem';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A body sent in chunks without a Content-Length, counting how many chunks were pulled. */
function streamed(chunk: string, count: number) {
  const bytes = new TextEncoder().encode(chunk);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > count) controller.close();
      else controller.enqueue(bytes);
    },
  });
  return {
    request: new Request('http://localhost/api/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit),
    pulled: () => pulled,
  };
}

describe('readJsonObject', () => {
  it('gives the JSON object of a body within the limit', async () => {
    expect(await readJsonObject(post('{"phone":"+447700900123"}'))).toEqual({ phone: '+447700900123' });
  });

  it.each([['{"phone":'], ['[1,2]'], ['"text"'], ['null'], ['']])('answers 400 to %j, not an object', async (body) => {
    const answer = await readJsonObject(post(body));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(await (answer as Response).json()).toMatchObject({ error: 'invalid', field: 'body' });
  });

  it('answers 413 to a body over the limit, declared or not, reading no further than the limit', async () => {
    const declared = await readJsonObject(post(`{"a":"${'x'.repeat(maxJsonBodyBytes)}"}`));
    expect((declared as Response).status).toBe(413);
    expect(await (declared as Response).json()).toEqual({ error: 'too_large', limit: maxJsonBodyBytes });

    // 1 KB chunks, a megabyte on offer: refused after the fifth, the rest never pulled.
    const body = streamed('x'.repeat(1024), 1024);
    const answer = await readJsonObject(body.request);
    expect((answer as Response).status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(maxJsonBodyBytes / 1024 + 2);
  });

  it('takes a smaller limit when a route asks for one', async () => {
    expect(((await readJsonObject(post('{"a":"0123456789"}'), 10)) as Response).status).toBe(413);
  });
});
