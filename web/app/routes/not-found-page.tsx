import { Link } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { paths } from '../paths';

export default function NotFoundPage() {
  return (
    <section className="space-y-4 py-10 text-center">
      <PageTitle>Page introuvable</PageTitle>
      <p className="text-stone-700">Cette page n'existe pas ou a été déplacée.</p>
      <Link to={paths.home} className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Retour à l'accueil
      </Link>
    </section>
  );
}
