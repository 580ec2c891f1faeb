import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { RATING_MAX, RATING_MIN } from '@shared/constants';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export function starLabel(n: number): string {
  return `${n} étoile${n > 1 ? 's' : ''}`;
}

/**
 * 1-5 star rating (RATING_MIN to RATING_MAX) as a radio group: arrow keys move and choose, each star is announced
 * as "N étoiles", and hovering previews the value before the click.
 */
export function StarRating({
  value,
  onChange,
  legend,
  disabled = false,
  size = 'md',
}: {
  value: number | null;
  onChange: (rating: number) => void;
  /** Accessible name of the group, e.g. "Note de Gratin dauphinois". */
  legend: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const icon = size === 'sm' ? 'h-5 w-5' : 'h-7 w-7';
  return (
    <fieldset className="inline-flex items-center" disabled={disabled} onMouseLeave={() => setHover(null)}>
      <legend className="sr-only">{legend}</legend>
      {STARS.map((n) => (
        <span key={n} className="inline-flex">
          <input
            type="radio"
            id={`${name}-${n}`}
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="peer sr-only"
          />
          <label
            htmlFor={`${name}-${n}`}
            onMouseEnter={() => setHover(n)}
            className="cursor-pointer rounded p-0.5 text-amber-500 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <Star aria-hidden="true" className={icon} fill={n <= shown ? 'currentColor' : 'none'} strokeWidth={1.75} />
            <span className="sr-only">{starLabel(n)}</span>
          </label>
        </span>
      ))}
    </fieldset>
  );
}
