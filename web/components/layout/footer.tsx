import { Link } from 'react-router';
import { paths } from '@web/app/paths';

const FOOTER_LINKS = [
  { to: paths.home, label: 'Accueil' },
  { to: paths.dashboard, label: 'Tableau de bord' },
  { to: paths.subscription, label: 'Abonnement' },
  { to: paths.privacy, label: 'Confidentialité' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.cgu, label: "Conditions d'utilisation" },
  { to: paths.cgv, label: 'Conditions de vente' },
  { to: paths.legalNotice, label: 'Mentions légales' },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-stone-700">
        <nav aria-label="Liens du pied de page">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Contact address: placeholder until the company's support mailbox exists. */}
              <a href="mailto:contact@popote.example" className="hover:text-brand-800 hover:underline">
                Contact
              </a>
            </li>
          </ul>
        </nav>
        <p className="mt-4 text-stone-600">© 2025 Popote. Données nutritionnelles : Anses, table Ciqual 2025.</p>
      </div>
    </footer>
  );
}
