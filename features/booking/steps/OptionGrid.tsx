'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextGridIndex } from './grid-keys';
import styles from './OptionGrid.module.scss';

export type GridOption = { key: string; label: ReactNode; disabled?: boolean; marked?: boolean };

type Props = {
  label: string;
  options: GridOption[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** 4 (times) or 7 (days: a week a row). */
  columns: 4 | 7;
};

/**
 * A grid of choices (days, times) that is one radio group: one Tab stop, arrows move along
 * rows and columns and choose as they go, and each option says whether it is checked, so
 * a screen reader announces the choice. Options that cannot be chosen are skipped.
 */
export function OptionGrid({ label, options, selected, onSelect, columns }: Props) {
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const enabled = options.map((option) => !option.disabled);
  const selectedIndex = options.findIndex((option) => option.key === selected);
  const tabIndex = selectedIndex >= 0 ? selectedIndex : enabled.indexOf(true);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    if (event.key === ' ' || event.key === 'Enter') {
      if (!options[index]?.disabled && event.key === ' ') {
        event.preventDefault();
        onSelect(options[index]!.key);
      }
      return;
    }
    const next = nextGridIndex(event.key, index, enabled, columns);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    if (next !== index || options[next]!.key !== selected) onSelect(options[next]!.key);
  }

  return (
    <div role="radiogroup" aria-label={label} className={styles.grid} data-columns={columns}>
      {options.map((option, index) => (
        <div
          key={option.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          role="radio"
          aria-checked={option.key === selected}
          aria-disabled={option.disabled || undefined}
          tabIndex={index === tabIndex ? 0 : -1}
          className={styles.gridOption}
          data-marked={option.marked || undefined}
          onClick={() => (option.disabled ? undefined : onSelect(option.key))}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}
