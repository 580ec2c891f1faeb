import { ButtonLink } from '@web/components/ui/button';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '../paths';

export default function NotFoundPage() {
  return (
    <section className="space-y-4 py-10 text-center">
      <PageTitle>Page introuvable</PageTitle>
      <p className="text-stone-700">Cette page n'existe pas ou a été déplacée.</p>
      <ButtonLink to={paths.home} variant="primary">
        Retour à l'accueil
      </ButtonLink>
    </section>
  );
}
