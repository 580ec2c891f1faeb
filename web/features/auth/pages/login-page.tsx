import { useId, useLayoutEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { LoginBody } from '@shared/schemas/users';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { errorMessage } from '@web/lib/api';
import { returnPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';
import { loginUser } from '../api/auth-api';
import { ErrorAlert, FieldError } from '@web/components/ui/status-message';
import { cardClass, inputClass, labelClass } from '@web/components/ui/form-styles';
import { Button } from '@web/components/ui/button';

// The form's rules (zod and the shared schemas) are a chunk of their own, fetched on the first focus in
// the form or, at the latest, by the first submit (the button is busy meanwhile): the page's start-up,
// measured on a phone, does not evaluate them before it can answer.
const loadValidation = () => import('./login-validation');
const resolver: Resolver<LoginBody> = async (values, context, options) => (await loadValidation()).loginResolver(values, context, options);

/** /login: email, password, 'Se connecter', a link to register, the red banner. */
export default function LoginPage() {
  const id = useId();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '' } });

  // /login arrives prerendered and React adopts its fields (web/main.tsx): what a visitor or a
  // password manager put in them before the script ran is taken in as the form's values, before a
  // press held meanwhile is sent again (web/lib/early-submits.ts).
  useLayoutEffect(() => {
    for (const field of ['email', 'password'] as const) {
      const typed = (document.getElementById(`${id}-${field}`) as HTMLInputElement | null)?.value;
      if (typed) setValue(field, typed);
    }
  }, [id, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const user = await loginUser(body);
      signIn(user);
      void navigate(returnPath(location.state) ?? paths.dashboard, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error, MESSAGES.loginError));
    }
  });

  return (
    <section className="mx-auto max-w-md space-y-6">
      <PageTitle>Connexion</PageTitle>
      {/* method="post": were the browser ever to send it itself, nothing typed goes into the URL (the Worker answers with a redirect). */}
      <form method="post" onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate className={`${cardClass} space-y-4`}>
        <ErrorAlert>{serverError}</ErrorAlert>
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className={inputClass}
            {...register('email')}
          />
          <FieldError id={`${id}-email-error`} message={errors.email?.message} />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-password`} className={labelClass}>
            Mot de passe
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            className={inputClass}
            {...register('password')}
          />
          <FieldError id={`${id}-password-error`} message={errors.password?.message} />
        </div>
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          Se connecter
        </Button>
      </form>
      <p className="text-center text-sm text-stone-700">
        Pas encore de compte ?{' '}
        <Link to={paths.register} state={location.state as unknown} className="font-semibold text-brand-800 underline hover:text-brand-700">
          Créer un compte
        </Link>
      </p>
    </section>
  );
}
