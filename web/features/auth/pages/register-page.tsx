import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMMON_INGREDIENTS_FALLBACK } from '@shared/options';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { useSession } from '@web/lib/session';
import { fetchCommonIngredients, registerUser } from '../api/auth-api';
import { RegisterWizard } from '../components/register-wizard';

/** /register (spec §2): the 5-step wizard; 'Terminer' registers, stores the user and lands on /dashboard. */
export default function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [catalogue, setCatalogue] = useState<readonly string[]>(COMMON_INGREDIENTS_FALLBACK);

  useEffect(() => {
    const controller = new AbortController();
    fetchCommonIngredients(controller.signal).then(setCatalogue, () => undefined);
    return () => controller.abort();
  }, []);

  return (
    <section className="mx-auto max-w-xl space-y-6">
      <PageTitle>Créer un compte</PageTitle>
      <RegisterWizard
        ingredientCatalogue={catalogue}
        onComplete={async (body) => {
          const user = await registerUser(body);
          signIn(user);
          navigate(paths.dashboard, { replace: true });
        }}
      />
      <p className="text-center text-sm text-stone-700">
        Déjà un compte ?{' '}
        <Link to={paths.login} className="font-semibold text-brand-800 underline hover:text-brand-700">
          Se connecter
        </Link>
      </p>
    </section>
  );
}
