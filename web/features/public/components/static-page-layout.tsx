import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LEGAL_UPDATED_AT } from '@shared/constants';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';

const DOCUMENTS = [
  { to: paths.faq, label: 'FAQ' },
  { to: paths.cgv, label: 'CGV' },
  { to: paths.cgu, label: 'CGU' },
  { to: paths.legalNotice, label: 'Mentions légales' },
  { to: paths.privacy, label: 'Confidentialité' },
] as const;

// Long-text typography for the documents' bodies (no typography plugin: descendant variants).
const PROSE = [
  'text-base leading-7 text-stone-800',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-28 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-stone-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-stone-900',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-700',
].join(' ');

/**
 * Shared layout of the static pages (FAQ, CGU, CGV, privacy, legal notice): back-to-home link, the documents'
 * tab bar, the page's h1 and the documents' update date, then the text.
 */
export function StaticPageLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={paths.home} className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline">
        <span aria-hidden="true">←</span> Retour à l'accueil
      </Link>

      <nav aria-label="Documents" className="-mx-4 mt-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {DOCUMENTS.map((doc) => (
            <li key={doc.to}>
              <NavLink
                to={doc.to}
                className={({ isActive }) =>
                  `block whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                    isActive
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-800'
                  }`
                }
              >
                {doc.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <header className="mt-8 border-b border-stone-200 pb-6">
        <PageTitle>{title}</PageTitle>
        <p className="mt-2 text-sm text-stone-600">Documents mis à jour le {LEGAL_UPDATED_AT}</p>
        {intro && <div className="mt-4 text-base leading-7 text-stone-700">{intro}</div>}
      </header>

      <div className={`mt-2 ${PROSE}`}>{children}</div>
    </div>
  );
}

/** A piece of information still open (company details...), to be filled before going live. */
export function Placeholder({ children }: { children: string }) {
  return <mark className="box-decoration-clone rounded bg-amber-100 px-1 text-stone-900 ring-1 ring-amber-300">[{children}]</mark>;
}

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Numbered sections with a table of contents, for the long legal texts. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      <nav aria-label="Sommaire" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 className="mt-0! text-base! font-semibold">Sommaire</h2>
        <ol className="mt-3! list-none! space-y-1! pl-0! text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-normal!">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
