import { useId } from 'react';

/**
 * A labelled slider whose current value is shown next to the label and announced in words
 * (aria-valuetext), e.g. "120 min et plus" instead of "120".
 */
export function RangeField({
  label,
  min,
  max,
  step,
  value,
  onChange,
  format = String,
  name,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
  name?: string;
}) {
  const id = useId();
  const text = format(value);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
        {/* Read by screen readers through aria-valuetext; shown here for the eye. */}
        <span aria-hidden="true" className="text-sm font-semibold text-brand-800">
          {text}
        </span>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-stone-600">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
