import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStaticMarkup } from './static-markup';

function Row({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {children}
    </tr>
  );
}

describe('renderStaticMarkup', () => {
  it('writes elements, text, fragments, lists and plain components as React would name their attributes', () => {
    const markup = renderStaticMarkup(
      <table className="prices">
        <tbody>
          {['Cut', 'Colour'].map((name) => (
            <Row key={name} name={name}>
              <>
                <td>
                  <time dateTime="PT1H">1 h</time>
                </td>
                <td colSpan={2}>{120}</td>
              </>
            </Row>
          ))}
        </tbody>
      </table>,
    );
    expect(markup).toBe(
      '<table class="prices"><tbody>' +
        '<tr><th scope="row">Cut</th><td><time datetime="PT1H">1 h</time></td><td colspan="2">120</td></tr>' +
        '<tr><th scope="row">Colour</th><td><time datetime="PT1H">1 h</time></td><td colspan="2">120</td></tr>' +
        '</tbody></table>',
    );
  });

  it('escapes text and attribute values, and skips null, undefined and booleans', () => {
    const evil = `"><script>alert('x')</script>`;
    expect(renderStaticMarkup(<a href={evil} title={undefined} lang={null as unknown as string}>{evil}{null}{false}{true}</a>)).toBe(
      '<a href="&quot;&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;</a>',
    );
  });

  it('writes boolean attributes bare, aria and data ones as text, void elements without a close', () => {
    expect(renderStaticMarkup(<div hidden data-page-link="" aria-hidden={true} data-open={false}><br /><hr /></div>)).toBe(
      '<div hidden data-page-link="" aria-hidden="true" data-open="false"><br><hr></div>',
    );
  });

  it('writes SVG attributes by their SVG names and styles as CSS text', () => {
    expect(
      renderStaticMarkup(
        <svg viewBox="0 0 24 24" style={{ '--rows': 3, marginTop: '2px' } as React.CSSProperties}>
          <path d="M0 0" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>,
      ),
    ).toBe('<svg viewBox="0 0 24 24" style="--rows:3;margin-top:2px"><path d="M0 0" stroke-width="1.6" stroke-linejoin="round"></path></svg>');
  });

  it('writes inner HTML given to an element as it is', () => {
    expect(renderStaticMarkup(<div dangerouslySetInnerHTML={{ __html: '<b>bold</b>' }} />)).toBe('<div><b>bold</b></div>');
  });

  it('refuses what would need the page’s scripts or data not yet loaded', () => {
    expect(() => renderStaticMarkup(<button onClick={() => {}}>Go</button>)).toThrow(/needs a script/);
    async function Later() {
      return <p>later</p>;
    }
    expect(() => renderStaticMarkup(<Later />)).toThrow(/waits for data/);
    const clientLike = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    const Client = clientLike as unknown as () => null;
    expect(() => renderStaticMarkup(<Client />)).toThrow(/client component/);
    expect(() => renderStaticMarkup(<input autoFocus />)).toThrow(/no known name/);
    expect(() => renderStaticMarkup(<p style={{ marginTop: 4 }} />)).toThrow(/write its unit/);
  });
});
