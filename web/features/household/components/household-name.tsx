import { useId, useState, type FormEvent } from 'react';
import { HOUSEHOLD_NAME_MAX_LENGTH, renameHouseholdSchema, type CurrentHousehold } from '@shared/schemas/households';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { renameHousehold, useHouseholdChange } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

/** The household's name as the section's title; the owner renames it (the server refuses anyone else). */
export function HouseholdName({ household, canRename }: { household: CurrentHousehold; canRename: boolean }) {
  const id = useId();
  const [name, setName] = useState(household.name);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rename = useHouseholdChange(renameHousehold);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = renameHouseholdSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.renameError);
      return;
    }
    setError(null);
    rename.mutate(parsed.data.name, {
      onSuccess: ({ message }) => setDone(message ?? T.renamed),
      onError: (cause) => setError(errorMessage(cause, T.renameError)),
    });
  };

  if (!canRename) {
    return <Section title={household.name} description={T.renameOwnerOnly} />;
  }
  return (
    <Section title={household.name}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className={labelClass}>
            {T.nameLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
              className={inputClass}
            />
            <Button type="submit" variant="secondary" size="lg" disabled={rename.isPending} aria-busy={rename.isPending || undefined}>
              {rename.isPending ? T.renaming : T.rename}
            </Button>
          </div>
        </div>
        <ErrorAlert id={`${id}-error`}>{error}</ErrorAlert>
        <SuccessStatus>{done}</SuccessStatus>
      </form>
    </Section>
  );
}
