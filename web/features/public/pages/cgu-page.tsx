import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { paths } from '@web/app/paths';
import { LegalSections, Placeholder, StaticPageLayout, type LegalSection } from '../components/static-page-layout';
import { CIQUAL_CREDIT, CIQUAL_URL, ETALAB_LICENCE_URL, FREE_MEALS, KEEP_ACCOUNT } from '@web/lib/offer-text';

const SECTIONS: LegalSection[] = [
  {
    id: 'cgu-objet',
    title: '1. Objet',
    body: (
      <>
        <p>
          Les présentes conditions générales d’utilisation (« CGU ») définissent les conditions dans lesquelles{' '}
          <Placeholder>Raison sociale</Placeholder> (l’« Éditeur ») met à disposition le service en ligne Popote (le « Service ») et dans
          lesquelles toute personne l’utilise (l’« Utilisateur »).
        </p>
        <p>
          La création d’un compte emporte l’acceptation des CGU. La souscription de l’abonnement Premium est en outre régie par les{' '}
          <Link to={paths.cgv}>conditions générales de vente</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-service',
    title: '2. Description du Service',
    body: (
      <>
        <p>Popote aide les foyers à organiser leurs repas. Le Service permet notamment :</p>
        <ul>
          <li>d’obtenir des suggestions de recettes et des recettes complètes, avec leurs variantes et l’historique de leurs versions ;</li>
          <li>de générer un menu pour la semaine et de suivre des plans de repas ;</li>
          <li>de créer des listes de courses, de les partager avec son foyer et, avec l’offre Premium, de les envoyer à un drive ;</li>
          <li>de trouver des recettes à partir des ingrédients disponibles (« Cuisiner sans gaspiller ») ;</li>
          <li>de noter et commenter les recettes cuisinées ;</li>
          <li>de renseigner un profil : préférences alimentaires, allergies, objectifs, foyer, équipement de cuisine.</li>
        </ul>
        <p>
          L’offre Free est gratuite et limitée à {FREE_MEALS}. L’offre Premium, payante, donne accès à l’ensemble des fonctionnalités dans
          les conditions des <Link to={paths.cgv}>CGV</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-compte',
    title: '3. Création et sécurité du compte',
    body: (
      <>
        <p>
          L’inscription nécessite un nom, une adresse e-mail valide et un mot de passe d’au moins {PASSWORD_MIN_LENGTH} caractères.
          L’Utilisateur s’engage à fournir des informations exactes et à les tenir à jour. Un compte est personnel ; un mineur de moins de
          15 ans ne peut s’inscrire qu’avec l’accord d’un titulaire de l’autorité parentale.
        </p>
        <p>
          L’Utilisateur est responsable de la confidentialité de son mot de passe et des actions effectuées depuis son compte. Il informe
          sans délai l’Éditeur de toute utilisation non autorisée à <Placeholder>Adresse e-mail de contact</Placeholder>.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-recettes',
    title: '4. Recettes générées, allergies et nutrition',
    body: (
      <>
        <p>
          Les recettes, menus et suggestions sont composés automatiquement par le moteur de recettes de Popote, à partir d’un recueil de
          recettes rédigées à l’avance, d’une table d’ingrédients et de règles (remplacement d’ingrédients, calcul des quantités), en
          fonction des informations renseignées par l’Utilisateur. Lorsque le service est configuré avec un modèle de langage (intelligence
          artificielle), les recettes absentes de ce recueil peuvent être rédigées par ce modèle et sont soumises aux mêmes vérifications.
          Les recettes, menus et suggestions sont fournis à titre indicatif et peuvent comporter des erreurs ou des imprécisions (quantités,
          temps de cuisson, étapes) : l’Utilisateur reste juge de leur pertinence et applique les règles d’hygiène et de sécurité
          alimentaires habituelles.
        </p>
        <p>
          <strong>Allergies.</strong> Chaque recette fournie à l’Utilisateur est vérifiée, pour le nombre de portions prévu, au regard des
          allergies, des ingrédients non aimés et des régimes déclarés dans le profil : un ingrédient incompatible est remplacé, sinon la
          recette est écartée. Cette vérification repose sur les informations saisies par l’Utilisateur et sur le nom des ingrédients : elle
          ne peut pas tenir compte de la composition exacte des produits achetés, ni des traces et contaminations croisées. L’Utilisateur
          vérifie toujours l’étiquetage des produits.
        </p>
        <p>
          <strong>Nutrition.</strong> Les valeurs nutritionnelles affichées sont des estimations calculées à partir de la table Ciqual de
          l’Anses (« {CIQUAL_CREDIT} », <a href={CIQUAL_URL}>ciqual.anses.fr</a>, diffusée sous{' '}
          <a href={ETALAB_LICENCE_URL}>Licence Ouverte / Etalab 2.0</a>). Elles ne constituent ni un avis médical ni un régime prescrit ;
          toute situation médicale particulière (allergie sévère, grossesse, maladie chronique) appelle l’avis d’un professionnel de santé.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-foyer',
    title: '5. Listes de courses partagées et commande au drive',
    body: (
      <>
        <p>
          Une liste de courses peut être consultée et cochée par les membres du foyer de l’Utilisateur ; les modifications apparaissent en
          direct pour chacun. L’Utilisateur choisit les personnes avec qui il partage ses listes.
        </p>
        <p>
          Avec l’offre Premium, l’Utilisateur peut transmettre une liste à une enseigne de drive partenaire (à ce jour Carrefour Drive). La
          commande, son paiement et son retrait relèvent alors de l’enseigne et de ses propres conditions.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-regles',
    title: '6. Règles d’utilisation',
    body: (
      <>
        <p>L’Utilisateur s’engage à utiliser le Service de manière loyale et conforme à la loi. Il s’interdit notamment :</p>
        <ul>
          <li>de publier des commentaires illicites, injurieux, diffamatoires ou portant atteinte aux droits de tiers ;</li>
          <li>d’accéder ou de tenter d’accéder au compte d’un autre utilisateur ;</li>
          <li>d’extraire massivement le contenu du Service ou de l’interroger par des moyens automatisés ;</li>
          <li>de perturber le fonctionnement ou la sécurité du Service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cgu-contenus',
    title: '7. Contenus de l’Utilisateur',
    body: (
      <p>
        L’Utilisateur reste titulaire des droits sur les commentaires et informations qu’il saisit. Il autorise l’Éditeur à les conserver,
        les traiter et les afficher dans la seule mesure nécessaire au fonctionnement du Service, pour la durée de son compte. Tout contenu
        manifestement illicite peut être signalé à <Placeholder>Adresse e-mail de contact</Placeholder> et être retiré.
      </p>
    ),
  },
  {
    id: 'cgu-propriete',
    title: '8. Propriété intellectuelle',
    body: (
      <p>
        Le Service, sa marque, son logo, ses textes, sa charte graphique et ses logiciels sont la propriété de l’Éditeur ou font l’objet
        d’une licence. Toute reproduction ou exploitation non autorisée est interdite. L’Utilisateur peut librement utiliser les recettes
        générées pour son usage personnel. Les données Ciqual sont réutilisées conformément à la Licence Ouverte / Etalab 2.0.
      </p>
    ),
  },
  {
    id: 'cgu-disponibilite',
    title: '9. Disponibilité et responsabilité',
    body: (
      <>
        <p>
          L’Éditeur s’efforce d’assurer l’accès au Service en continu, sans pouvoir le garantir : des interruptions peuvent survenir,
          notamment pour maintenance ou en cas de défaillance des réseaux ou des prestataires techniques.
        </p>
        <p>
          La responsabilité de l’Éditeur ne peut être engagée en cas de mauvaise utilisation du Service, d’informations inexactes fournies
          par l’Utilisateur ou de faits relevant des enseignes de drive. Aucune clause des CGU ne limite les droits que l’Utilisateur
          consommateur tient de la loi.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-fin',
    title: '10. Suppression du compte et suspension',
    body: (
      <>
        <p>
          L’Utilisateur peut supprimer son compte à tout moment depuis <strong>Paramètres</strong> → <strong>Supprimer mon compte</strong>.
          Un compte inactif depuis {KEEP_ACCOUNT} est supprimé, dans les conditions de la{' '}
          <Link to={paths.privacy}>politique de confidentialité</Link>.
        </p>
        <p>
          En cas de manquement grave aux CGU, l’Éditeur peut suspendre ou fermer le compte concerné, après en avoir informé l’Utilisateur,
          sauf urgence ou obligation légale.
        </p>
      </>
    ),
  },
  {
    id: 'cgu-donnees',
    title: '11. Données personnelles et stockage local',
    body: (
      <p>
        Les données personnelles sont traitées conformément à la <Link to={paths.privacy}>politique de confidentialité</Link>. Popote
        n’utilise aucun traceur publicitaire : seul le stockage local du navigateur est utilisé, pour le fonctionnement du Service.
      </p>
    ),
  },
  {
    id: 'cgu-modification',
    title: '12. Modification des CGU',
    body: (
      <p>
        L’Éditeur peut faire évoluer les CGU. Les Utilisateurs sont informés de toute modification substantielle avant son entrée en
        vigueur. L’Utilisateur qui ne l’accepte pas peut supprimer son compte.
      </p>
    ),
  },
  {
    id: 'cgu-droit',
    title: '13. Droit applicable et contact',
    body: (
      <p>
        Les CGU sont soumises au droit français. Pour toute question : <Placeholder>Adresse e-mail de contact</Placeholder>. Les modalités
        de règlement des litiges (réclamation, médiation de la consommation) sont précisées dans les <Link to={paths.cgv}>CGV</Link>.
      </p>
    ),
  },
];

/** Terms of use (a static page). */
export default function CguPage() {
  return (
    <StaticPageLayout
      title="Conditions générales d'utilisation"
      intro={<p>Ces conditions s’appliquent à toute utilisation de Popote, avec l’offre Free comme avec l’offre Premium.</p>}
    >
      <LegalSections sections={SECTIONS} />
    </StaticPageLayout>
  );
}
