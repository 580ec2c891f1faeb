import { X } from 'lucide-react';

/** Chosen values, each removed by clicking it. */
export function Chips({
  values,
  onRemove,
  label,
  emptyText,
}: {
  values: readonly string[];
  onRemove: (value: string) => void;
  label: string;
  emptyText?: string;
}) {
  if (values.length === 0) return emptyText ? <p className="text-sm text-stone-600">{emptyText}</p> : null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value}>
          <button
            type="button"
            onClick={() => onRemove(value)}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            <span className="sr-only">Retirer </span>
            {value}
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
