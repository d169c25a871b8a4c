// A list to tick, for who may work where (spec 02 §2 a sale point's employees, spec 03 §2 an employee's sale
// points): a checkbox a row, the row's text beside it.
import type { ReactNode } from 'react';
import './settings.css';

export function Checklist<T extends { id: string }>({
  label,
  items,
  selected,
  onChange,
  tall = false,
  children: describe,
}: {
  label: string;
  items: T[];
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Rows of several lines: the checkbox stands by the first line instead of the middle, and the list is not cut. */
  tall?: boolean;
  children: (item: T) => ReactNode;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <ul className={tall ? 'ap-checklist ap-checklist--tall' : 'ap-checklist'} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <label className="ap-checklist__item">
            <input type="checkbox" checked={selected.includes(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} />
            {describe(item)}
          </label>
        </li>
      ))}
    </ul>
  );
}
