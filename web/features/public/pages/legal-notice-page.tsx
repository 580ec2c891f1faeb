import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { Placeholder, StaticPageLayout } from '../components/static-page-layout';
import { CIQUAL_CREDIT, CIQUAL_URL, ETALAB_LICENCE_URL } from '@web/lib/offer-text';

/** Legal notice (a static page): publisher, hosting, credits. */
export default function LegalNoticePage() {
  return (
    <StaticPageLayout
      title="Mentions légales"
      intro={<p>Informations prévues par l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique.</p>}
    >
      <section aria-labelledby="ml-editeur">
        <h2 id="ml-editeur">Éditeur du site</h2>
        <p>
          Le site et l’application Popote sont édités par <Placeholder>Raison sociale</Placeholder>,{' '}
          <Placeholder>Forme juridique</Placeholder> au capital de <Placeholder>Montant du capital social</Placeholder> €.
        </p>
        <ul>
          <li>
            Siège social : <Placeholder>Adresse du siège</Placeholder>
          </li>
          <li>
            Immatriculation : RCS <Placeholder>Ville du greffe</Placeholder> <Placeholder>Numéro RCS</Placeholder>
          </li>
          <li>
            Numéro de TVA intracommunautaire : <Placeholder>Numéro de TVA intracommunautaire</Placeholder>
          </li>
          <li>
            Contact : <Placeholder>Adresse e-mail de contact</Placeholder> – <Placeholder>Numéro de téléphone</Placeholder>
          </li>
        </ul>
      </section>

      <section aria-labelledby="ml-directeur">
        <h2 id="ml-directeur">Directeur de la publication</h2>
        <p>
          <Placeholder>Nom du directeur de la publication</Placeholder>, en qualité de <Placeholder>Fonction</Placeholder>.
        </p>
      </section>

      <section aria-labelledby="ml-hebergeur">
        <h2 id="ml-hebergeur">Hébergement</h2>
        <p>
          Cloudflare, Inc.
          <br />
          101 Townsend Street, San Francisco, CA 94107, États-Unis
          <br />
          Téléphone : +1 (650) 319-8930 – <a href="https://www.cloudflare.com/fr-fr/">www.cloudflare.com</a>
        </p>
      </section>

      <section aria-labelledby="ml-propriete">
        <h2 id="ml-propriete">Propriété intellectuelle</h2>
        <p>
          La marque Popote, son logo, les textes, la charte graphique et les logiciels du site sont protégés par le droit de la propriété
          intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation préalable de l’éditeur est interdite.
        </p>
        <p>Les icônes proviennent de la bibliothèque Lucide, distribuée sous licence ISC.</p>
      </section>

      <section aria-labelledby="ml-nutrition">
        <h2 id="ml-nutrition">Données nutritionnelles</h2>
        <p>
          Les valeurs nutritionnelles proposées par Popote sont calculées à partir de la table de composition nutritionnelle des aliments de
          l’Anses :
        </p>
        <p className="rounded-r-xl border-l-4 border-brand-700 bg-white px-4 py-3">
          {CIQUAL_CREDIT}. <a href={CIQUAL_URL}>ciqual.anses.fr</a>
        </p>
        <p>
          Ces données sont réutilisées sous <a href={ETALAB_LICENCE_URL}>Licence Ouverte / Etalab 2.0</a>. Les valeurs affichées par recette
          sont des estimations établies par Popote à partir de ces données ; elles n’engagent pas l’Anses.
        </p>
      </section>

      <section aria-labelledby="ml-donnees">
        <h2 id="ml-donnees">Données personnelles et cookies</h2>
        <p>
          Le traitement de vos données personnelles et l’usage du stockage local de votre navigateur sont décrits dans la{' '}
          <Link to={paths.privacy}>politique de confidentialité</Link>. Popote ne dépose aucun cookie publicitaire ni traceur de mesure
          d’audience.
        </p>
      </section>

      <section aria-labelledby="ml-signalement">
        <h2 id="ml-signalement">Signaler un contenu</h2>
        <p>
          Pour signaler un contenu illicite ou exercer un droit de réponse, écrivez à <Placeholder>Adresse e-mail de contact</Placeholder>{' '}
          en précisant l’adresse de la page concernée et la nature du contenu.
        </p>
      </section>
    </StaticPageLayout>
  );
}
