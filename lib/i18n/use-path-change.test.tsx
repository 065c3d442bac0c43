// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePathChange } from './use-path-change';

const path = vi.hoisted(() => ({ current: '/price/' }));
vi.mock('./use-pathname', () => ({ usePathname: () => path.current }));

function Probe({ onChange }: { onChange: () => void }) {
  usePathChange(onChange);
  return null;
}

describe('usePathChange', () => {
  beforeEach(() => {
    path.current = '/price/';
  });

  it('is not called for the page the component is first drawn on, even in strict mode', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Probe onChange={onChange} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Probe onChange={() => onChange()} />
      </StrictMode>,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is called once for each move to another page', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Probe onChange={onChange} />);
    path.current = '/blog/';
    rerender(<Probe onChange={onChange} />);
    rerender(<Probe onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    path.current = '/price/';
    rerender(<Probe onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
