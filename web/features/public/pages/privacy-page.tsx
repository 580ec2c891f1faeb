import { Link } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { paths } from '@web/app/paths';
import { LegalSections, Placeholder, StaticPageLayout, type LegalSection } from '../components/static-page-layout';
import { CIQUAL_CREDIT, CIQUAL_URL, ETALAB_LICENCE_URL, KEEP_ACCOUNT, KEEP_BROWSING, KEEP_ORDERS } from '@web/lib/offer-text';

const PURPOSES = [
  {
    purpose: 'Créer et gérer votre compte, vous connecter',
    basis: 'Exécution du contrat (CGU)',
  },
  {
    purpose: 'Générer vos recettes, menus, plans de repas et listes de courses selon vos préférences',
    basis: 'Exécution du contrat ; consentement explicite pour les allergies et régimes (voir section 3)',
  },
  {
    purpose: 'Partager une liste de courses avec votre foyer et la transmettre au drive',
    basis: 'Exécution du contrat, à votre demande',
  },
  {
    purpose: 'Gérer l’abonnement Premium, la facturation et les réclamations',
    basis: 'Exécution du contrat ; obligations légales comptables et fiscales',
  },
  {
    purpose: 'Renseigner votre localisation à partir de la géolocalisation du navigateur',
    basis: 'Consentement (autorisation demandée par le navigateur, à chaque utilisation)',
  },
  {
    purpose: 'Assurer la sécurité du service (prévention des accès frauduleux, journaux techniques)',
    basis: 'Intérêt légitime de l’éditeur à protéger le service et ses utilisateurs',
  },
] as const;

const SECTIONS: LegalSection[] = [
  {
    id: 'pc-responsable',
    title: '1. Responsable du traitement',
    body: (
      <p>
        Les données personnelles traitées dans Popote le sont par <Placeholder>Raison sociale</Placeholder>,{' '}
        <Placeholder>Adresse du siège</Placeholder> (l’« Éditeur »), responsable du traitement. Pour toute question relative à vos données :{' '}
        <Placeholder>Adresse e-mail dédiée à la protection des données</Placeholder>.
      </p>
    ),
  },
  {
    id: 'pc-donnees',
    title: '2. Données traitées',
    body: (
      <ul>
        <li>
          <strong>Compte</strong> : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte cryptographique, jamais en
          clair).
        </li>
        <li>
          <strong>Profil alimentaire</strong> : composition du foyer (adultes, enfants), objectifs, régimes alimentaires, allergies,
          ingrédients non aimés, cuisines préférées, équipement de cuisine, objectifs nutritionnels.
        </li>
        <li>
          <strong>Localisation</strong>, facultative : adresse, ville, code postal, pays ; coordonnées géographiques si vous utilisez la
          géolocalisation du navigateur.
        </li>
        <li>
          <strong>Utilisation du service</strong> : critères de recherche de recettes, recettes générées et sauvegardées et leurs versions,
          menus, plans de repas, listes de courses, notes et commentaires.
        </li>
        <li>
          <strong>Abonnement et commandes</strong> : offre souscrite, dates d’abonnement et de résiliation, factures, commandes transmises
          au drive (enseigne, date, contenu de la liste, statut).
        </li>
        <li>
          <strong>Données de navigation</strong> : menus de la semaine générés ; lors d’une connexion échouée, l’adresse e-mail saisie et
          votre adresse IP, pour limiter les tentatives répétées.
        </li>
      </ul>
    ),
  },
  {
    id: 'pc-sensibles',
    title: '3. Allergies et régimes : des données sensibles',
    body: (
      <p>
        Vos allergies, vos régimes (par exemple sans gluten ou halal) et vos objectifs nutritionnels peuvent révéler des informations sur
        votre santé ou vos convictions. Ils ne sont traités qu’avec votre <strong>consentement explicite</strong>, recueilli lorsque vous
        les renseignez, et uniquement pour adapter vos recettes. Leur saisie est facultative ; vous pouvez les modifier ou les effacer à
        tout moment dans <strong>Mon Profil</strong>, ce qui retire votre consentement pour l’avenir.
      </p>
    ),
  },
  {
    id: 'pc-finalites',
    title: '4. Finalités et bases légales',
    body: (
      <ul>
        {PURPOSES.map((p) => (
          <li key={p.purpose}>
            <strong>{p.purpose}</strong> — {p.basis}.
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'pc-conservation',
    title: '5. Durées de conservation',
    body: (
      <>
        <ul>
          <li>
            <strong>Compte et données associées</strong> (profil, recettes, menus, plans de repas, listes de courses, notes) : jusqu’à la
            suppression du compte, et au plus tard <strong>{KEEP_ACCOUNT} après votre dernière activité</strong> (connexion, ouverture de
            l’application, modification du profil) ; elles sont alors supprimées.
          </li>
          <li>
            <strong>Commandes transmises au drive</strong> : <strong>{KEEP_ORDERS} à compter de la commande</strong>, au titre des
            obligations comptables (article L123-22 du Code de commerce), même si votre compte est supprimé entre-temps. Elles sont alors
            détachées de votre compte : il n’en reste que la date, l’enseigne, le statut et le contenu du panier, sans votre nom, votre
            adresse e-mail ni aucun lien vers vous.
          </li>
          <li>
            <strong>Données de navigation</strong> : les menus de la semaine générés sont supprimés après <strong>{KEEP_BROWSING}</strong> ;
            les tentatives de connexion échouées (adresse e-mail saisie, adresse IP), après <strong>une heure</strong>.
          </li>
        </ul>
        <p>Ces durées sont appliquées chaque nuit par une tâche automatique.</p>
        <p>
          Lorsque vous supprimez votre compte, vos données sont effacées immédiatement, à l’exception des commandes, conservées détachées de
          votre compte comme indiqué ci-dessus.
        </p>
      </>
    ),
  },
  {
    id: 'pc-destinataires',
    title: '6. Destinataires et sous-traitants',
    body: (
      <>
        <p>
          Vos données sont accessibles aux seules personnes habilitées de l’Éditeur. Elles ne sont jamais vendues ni utilisées à des fins
          publicitaires. Elles sont communiquées, dans la limite de ce qui est nécessaire, aux destinataires suivants :
        </p>
        <ul>
          <li>
            <strong>Cloudflare, Inc.</strong> (États-Unis), hébergeur du site, de l’application et de ses bases de données ;
          </li>
          <li>
            <strong>
              <Placeholder>Fournisseur du modèle d’intelligence artificielle</Placeholder>
            </strong>
            , pour la génération des recettes : seules les informations utiles à la recette (préférences, ingrédients, contraintes) lui sont
            transmises, sans votre nom ni votre adresse e-mail ;
          </li>
          <li>
            <strong>BigDataCloud</strong>, service de géocodage inverse, uniquement si vous utilisez la géolocalisation dans votre profil :
            vos coordonnées lui sont envoyées par votre navigateur pour retrouver la ville et le code postal ;
          </li>
          <li>
            <strong>
              <Placeholder>Prestataire de paiement</Placeholder>
            </strong>
            , pour le paiement de l’abonnement Premium ;
          </li>
          <li>
            <strong>l’enseigne de drive</strong> que vous choisissez (Carrefour Drive), lorsque vous lui envoyez une liste de courses : elle
            traite ensuite votre commande en tant que responsable de traitement distinct ;
          </li>
          <li>
            <strong>les membres de votre foyer</strong> : ils voient votre nom, les menus, plans de repas, listes de courses, favoris et
            placards du foyer, ainsi que les recettes que vous y avez ajoutées ; vos allergies, régimes et aliments évités servent à
            composer les menus du foyer.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pc-transferts',
    title: '7. Transferts hors de l’Union européenne',
    body: (
      <p>
        Certains prestataires, dont Cloudflare, Inc., sont établis hors de l’Union européenne. Ces transferts sont encadrés par les
        garanties prévues par le RGPD : décision d’adéquation de la Commission européenne du 10 juillet 2023 (cadre de protection des
        données UE–États-Unis) pour les entreprises certifiées, et clauses contractuelles types de la Commission européenne. Vous pouvez
        obtenir une copie de ces garanties en écrivant à <Placeholder>Adresse e-mail dédiée à la protection des données</Placeholder>.
      </p>
    ),
  },
  {
    id: 'pc-securite',
    title: '8. Sécurité',
    body: (
      <p>
        Les échanges avec Popote sont chiffrés (HTTPS). Les mots de passe sont conservés sous forme d’empreinte salée, les sessions expirent
        automatiquement et l’accès aux données est limité aux personnes qui en ont besoin. Les tentatives de connexion répétées sont
        limitées pour protéger votre compte.
      </p>
    ),
  },
  {
    id: 'pc-droits',
    title: '9. Vos droits',
    body: (
      <>
        <p>Conformément au RGPD et à la loi « Informatique et Libertés », vous disposez des droits suivants :</p>
        <ul>
          <li>droit d’accès à vos données et d’en obtenir une copie ;</li>
          <li>droit de rectification des données inexactes ;</li>
          <li>droit à l’effacement ;</li>
          <li>droit à la portabilité, pour recevoir vos données dans un format structuré et réutilisable ;</li>
          <li>droit à la limitation du traitement et droit d’opposition ;</li>
          <li>droit de retirer votre consentement à tout moment, sans remettre en cause les traitements passés ;</li>
          <li>droit de définir des directives sur le sort de vos données après votre décès.</li>
        </ul>
        <h3>Depuis votre compte</h3>
        <ul>
          <li>
            <strong>Rectification</strong> : dans <strong>Mon Profil</strong> ;
          </li>
          <li>
            <strong>Accès et portabilité</strong> : <strong>Paramètres</strong> → <strong>Télécharger mes données</strong> (vos données et
            celles du foyer que vous voyez : son nom, ses membres, ses menus, ses listes et ses favoris) ;
          </li>
          <li>
            <strong>Effacement</strong> : <strong>Paramètres</strong> → <strong>Supprimer mon compte</strong>. Votre compte quitte alors
            votre foyer : si vous y étiez seul, le foyer et ses données sont supprimés ; sinon ses menus et listes restent aux autres
            membres et, si vous en étiez responsable, le membre le plus ancien le devient. Vos recettes sont supprimées.
          </li>
        </ul>
        <p>
          Pour les autres demandes, écrivez à <Placeholder>Adresse e-mail dédiée à la protection des données</Placeholder>. Nous répondons
          dans un délai d’un mois, qui peut être prolongé de deux mois pour les demandes complexes ; nous pouvons vous demander de justifier
          de votre identité en cas de doute raisonnable.
        </p>
        <h3>Réclamation auprès de la CNIL</h3>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de
          l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
          <a href="https://www.cnil.fr/fr/plaintes">cnil.fr</a>.
        </p>
      </>
    ),
  },
  {
    id: 'pc-stockage',
    title: '10. Cookies et stockage local',
    body: (
      <>
        <p>
          Popote ne dépose <strong>aucun cookie publicitaire ni traceur de mesure d’audience</strong>, et n’utilise aucun réseau social ou
          service tiers de suivi. Seul le stockage local (« localStorage ») de votre navigateur est utilisé, pour le strict fonctionnement
          de l’application :
        </p>
        <ul>
          <li>
            <code className="rounded bg-stone-100 px-1 text-sm">{STORAGE_KEYS.user}</code> : votre session (informations de votre compte et
            jeton de connexion), effacée à la déconnexion ;
          </li>
          <li>
            <code className="rounded bg-stone-100 px-1 text-sm">{STORAGE_KEYS.lastFormData}</code>,{' '}
            <code className="rounded bg-stone-100 px-1 text-sm">{STORAGE_KEYS.lastSuggestions}</code> et{' '}
            <code className="rounded bg-stone-100 px-1 text-sm">{STORAGE_KEYS.lastParameters}</code> : votre dernière recherche de recettes
            et ses suggestions, pour les retrouver en revenant sur la page.
          </li>
        </ul>
        <p>
          Strictement nécessaires au service que vous demandez, ces informations ne requièrent pas votre consentement (article 82 de la loi
          « Informatique et Libertés »). Vous pouvez les effacer à tout moment depuis les réglages de votre navigateur.
        </p>
      </>
    ),
  },
  {
    id: 'pc-nutrition',
    title: '11. Données nutritionnelles',
    body: (
      <p>
        Les valeurs nutritionnelles sont estimées à partir de la table Ciqual de l’Anses (« {CIQUAL_CREDIT} »,{' '}
        <a href={CIQUAL_URL}>ciqual.anses.fr</a>, <a href={ETALAB_LICENCE_URL}>Licence Ouverte / Etalab 2.0</a>). Il s’agit de données
        publiques sur les aliments : aucune donnée personnelle n’est transmise à l’Anses.
      </p>
    ),
  },
  {
    id: 'pc-mineurs',
    title: '12. Mineurs',
    body: (
      <p>
        Popote s’adresse aux adultes qui organisent les repas de leur foyer. Un mineur de moins de 15 ans ne peut créer de compte qu’avec
        l’accord d’un titulaire de l’autorité parentale. Les informations sur les enfants du foyer se limitent à leur nombre.
      </p>
    ),
  },
  {
    id: 'pc-modifications',
    title: '13. Modifications',
    body: (
      <p>
        Cette politique peut évoluer, notamment pour tenir compte de nouvelles fonctionnalités. Toute modification importante vous est
        signalée dans l’application ou par e-mail. Voir aussi les <Link to={paths.cgu}>conditions générales d’utilisation</Link>.
      </p>
    ),
  },
];

/** Privacy policy (a static page; retention periods from RETENTION in shared/constants.ts). */
export default function PrivacyPage() {
  return (
    <StaticPageLayout
      title="Politique de confidentialité"
      intro={
        <p>Cette politique explique quelles données Popote traite, pourquoi, combien de temps, avec qui, et comment exercer vos droits.</p>
      }
    >
      <LegalSections sections={SECTIONS} />
    </StaticPageLayout>
  );
}
