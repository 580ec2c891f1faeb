import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { returnPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';
import { useIngredientCatalogue } from '@web/lib/common-ingredients';
import { registerUser } from '../api/auth-api';
import { RegisterWizard } from '../components/register-wizard';

/** /register: the 5-step wizard; 'Terminer' registers, stores the user and lands on /dashboard. */
export default function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const catalogue = useIngredientCatalogue();

  return (
    <section className="mx-auto max-w-xl space-y-6">
      <PageTitle>Créer un compte</PageTitle>
      <RegisterWizard
        ingredientCatalogue={catalogue}
        onComplete={async (body) => {
          const user = await registerUser(body);
          signIn(user);
          void navigate(returnPath(location.state) ?? paths.dashboard, { replace: true });
        }}
      />
      <p className="text-center text-sm text-stone-700">
        Déjà un compte ?{' '}
        <Link to={paths.login} state={location.state as unknown} className="font-semibold text-brand-800 underline hover:text-brand-700">
          Se connecter
        </Link>
      </p>
    </section>
  );
}
