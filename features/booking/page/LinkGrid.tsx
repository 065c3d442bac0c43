import type { TimeGrid } from '../steps/TimeChoices';
import gridStyles from '../steps/OptionGrid.module.scss';

/**
 * A grid of the time step as the page draws it without scripts: each option a link to the
 * step's next address (a GET, so Back and reload work), the chosen one marked current, and
 * an option that cannot be chosen as plain text.
 */
export function LinkGrid({ grid, href }: { grid: TimeGrid; href: (key: string) => string }) {
  return (
    <ul id={grid.id} aria-label={grid.label} className={gridStyles.grid} data-columns={grid.columns}>
      {grid.options.map((option) => (
        <li key={option.key}>
          {option.disabled ? (
            <span className={gridStyles.gridOption} data-disabled data-marked={option.marked || undefined}>
              {option.label}
            </span>
          ) : (
            <a
              className={gridStyles.gridOption}
              href={href(option.key)}
              aria-current={option.key === grid.selected ? (grid.kind === 'days' ? 'date' : 'time') : undefined}
            >
              {option.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
