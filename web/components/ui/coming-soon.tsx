import { PageTitle } from './page-title';

/** Screen body for a route whose feature is not built yet: the route resolves, with its heading. */
export function ComingSoon({ title, children }: { title: string; children?: string }) {
  return (
    <section className="space-y-3">
      <PageTitle>{title}</PageTitle>
      <p className="text-stone-700">{children ?? 'Cet écran arrive très bientôt dans Popote.'}</p>
    </section>
  );
}
