import { PANTRY_UNITS, type PantryUnit } from '@shared/schemas/households';

/** The units the pantry counts in, as a select (the pantry's amount editor, the list's « J'ai déjà »). */
export function PantryUnitSelect({ id, value, onChange }: { id?: string; value: PantryUnit; onChange: (unit: PantryUnit) => void }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as PantryUnit)}
      className="rounded-lg border border-stone-400 px-2 py-2"
    >
      {PANTRY_UNITS.map((u) => (
        <option key={u} value={u}>
          {u}
        </option>
      ))}
    </select>
  );
}
