import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH } from '@shared/constants';
import { changePasswordFormSchema, USER_MESSAGES, type ChangePasswordForm as Values } from '@shared/schemas/users';
import { errorMessage } from '@web/lib/api';
import { ErrorAlert, FieldError, SuccessStatus } from '@web/components/ui/status-message';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { changePassword } from '../api/account-api';
import { Button } from '@web/components/ui/button';

const FIELDS = [
  { name: 'currentPassword', label: 'Mot de passe actuel', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nouveau mot de passe', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmer le nouveau mot de passe', autoComplete: 'new-password' },
] as const;

/** Change password: current password required; the other sessions are revoked. */
export function ChangePasswordForm({ onToken }: { onToken: (token: string) => void }) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    setSuccess(null);
    try {
      const { token, message } = await changePassword({ currentPassword, newPassword });
      onToken(token);
      reset();
      setSuccess(message ?? USER_MESSAGES.passwordChanged);
    } catch (error) {
      setServerError(errorMessage(error, 'Erreur lors du changement de mot de passe'));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorAlert>{serverError}</ErrorAlert>
      <SuccessStatus>{success}</SuccessStatus>
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <div key={field.name} className="space-y-1">
            <label htmlFor={`${id}-${field.name}`} className={labelClass}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              type="password"
              autoComplete={field.autoComplete}
              maxLength={PASSWORD_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field.name}-error` : undefined}
              className={inputClass}
              {...register(field.name)}
            />
            <FieldError id={`${id}-${field.name}-error`} message={error} />
          </div>
        );
      })}
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        Changer le mot de passe
      </Button>
    </form>
  );
}
