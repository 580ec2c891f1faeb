import { useController, type Control, type FieldPathByValue } from 'react-hook-form';
import { ChipToggleGroup } from '@web/components/ui/chip-toggle-group';
import type { WeekMenuFormValues } from '../utils/week-menu-form';

/**
 * A list field of the wizard as toggle chips. `labels` maps stored values to what the chip shows
 * ('petit-déjeuner' → 'Petit-déjeuner'), both ways.
 */
export function ChipsField({
  control,
  name,
  legend,
  options,
  labelOf = (value) => value,
  custom,
}: {
  control: Control<WeekMenuFormValues>;
  name: FieldPathByValue<WeekMenuFormValues, string[]>;
  legend: string;
  options: readonly string[];
  labelOf?: (value: string) => string;
  custom?: { label: string; addLabel: string; placeholder?: string };
}) {
  const { field } = useController({ control, name });
  const values = field.value as string[];
  const labels = options.map(labelOf);
  const valueOf = (label: string) => options[labels.indexOf(label)] ?? label;
  return (
    <ChipToggleGroup
      legend={legend}
      options={labels}
      value={values.map((v) => (options.includes(v) ? labelOf(v) : v))}
      onChange={(next) => field.onChange(next.map(valueOf))}
      custom={custom}
    />
  );
}
