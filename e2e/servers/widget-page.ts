/**
 * A stand-in for the booking system's widget, on an origin of its own: its page lists every
 * message it receives with the sender's origin, says `ready` to the page that frames it, can
 * ask to be closed, and frames a page of another origin that tries to close the panel too.
 */
import { createServer, type Server } from 'node:http';

const widget = (foreign: string) => `<!doctype html><html lang="en"><head><title>Widget</title></head><body>
<h1>Booking widget</h1><ol id="log"></ol>
<button id="close" type="button">Close from the widget</button>
<iframe title="Foreign" src="${foreign}"></iframe>
<script>
window.addEventListener('message', (event) => {
  const item = document.createElement('li');
  item.textContent = event.origin + ' ' + JSON.stringify(event.data);
  document.getElementById('log').append(item);
});
document.getElementById('close').addEventListener('click', () => parent.postMessage({ type: 'close' }, '*'));
parent.postMessage({ type: 'ready' }, '*');
</script></body></html>`;

const foreignPage = `<!doctype html><html lang="en"><head><title>Foreign</title></head><body><p id="state">loaded</p>
<script>top.postMessage({ type: 'close' }, '*'); document.getElementById('state').textContent = 'posted close';</script>
</body></html>`;

export async function startWidgetPage(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/widget/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // The same server under another host name is another origin.
      response.end(widget(`http://localhost:${port}/foreign/`));
    } else if (path === '/foreign/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(foreignPage);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/widget/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
