import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '@shared/constants';
import { USER_MESSAGES } from '@shared/schemas/users';
import { errorMessage } from '@web/lib/api';
import { ErrorAlert } from '@web/components/ui/status-message';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { deleteAccount } from '../api/account-api';
import { Button } from '@web/components/ui/button';

/** Delete my account and all its data after confirmation (RGPD erasure). */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (confirming) inputRef.current?.focus();
  }, [confirming]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(USER_MESSAGES.passwordRequired);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setDeleting(true);
    try {
      await deleteAccount(password);
      onDeleted();
    } catch (cause) {
      setError(errorMessage(cause, 'Erreur lors de la suppression du compte'));
      setDeleting(false);
    }
  };

  if (!confirming) {
    return (
      <Button type="button" variant="danger" size="lg" onClick={() => setConfirming(true)}>
        Supprimer mon compte
      </Button>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-red-300 bg-red-50 p-4">
      <p className="font-semibold text-red-900">
        Cette action est définitive : votre compte, vos recettes, menus, listes de courses et commandes seront supprimés.
      </p>
      <ErrorAlert id={`${id}-error`}>{error}</ErrorAlert>
      <div className="space-y-1">
        <label htmlFor={`${id}-password`} className={labelClass}>
          Mot de passe (pour confirmer)
        </label>
        <input
          ref={inputRef}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" size="lg" disabled={deleting} aria-busy={deleting || undefined}>
          {deleting ? 'Suppression...' : 'Supprimer définitivement mon compte'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="lg"
          onClick={() => {
            setConfirming(false);
            setPassword('');
            setError(null);
          }}
          disabled={deleting}
        >
          Annuler
        </Button>
      </div>
    </form>
  );
}
