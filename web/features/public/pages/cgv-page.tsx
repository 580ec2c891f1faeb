import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { LegalSections, Placeholder, StaticPageLayout, type LegalSection } from '../components/static-page-layout';
import {
  COMMITMENT,
  FREE_FEATURES,
  FREE_PRICE,
  PREMIUM_FEATURES,
  PREMIUM_PRICE_FULL,
  PRICE_NOTICE,
  REFUND_DELAY,
  WITHDRAWAL,
} from '@web/lib/offer-text';

const SECTIONS: LegalSection[] = [
  {
    id: 'cgv-objet',
    title: '1. Objet et champ d’application',
    body: (
      <>
        <p>
          Les présentes conditions générales de vente (« CGV ») régissent la souscription et l’exécution de l’abonnement payant Premium du
          service Popote (le « Service »), proposé par <Placeholder>Raison sociale</Placeholder> (l’« Éditeur »), dont les coordonnées
          figurent dans les <Link to={paths.legalNotice}>mentions légales</Link>, à toute personne physique agissant en qualité de
          consommateur (l’« Abonné »).
        </p>
        <p>
          L’utilisation du Service, gratuite ou payante, est par ailleurs régie par les{' '}
          <Link to={paths.cgu}>conditions générales d’utilisation</Link>. En cas de contradiction, les présentes CGV prévalent pour ce qui
          concerne l’abonnement Premium.
        </p>
        <p>
          L’Abonné accepte les CGV en cochant la case prévue à cet effet avant de confirmer sa souscription. Les CGV applicables sont celles
          en vigueur à la date de la souscription ; elles peuvent être consultées, enregistrées et imprimées à tout moment depuis cette
          page.
        </p>
      </>
    ),
  },
  {
    id: 'cgv-offres',
    title: '2. Offres et prix',
    body: (
      <>
        <p>Le Service est proposé selon deux offres :</p>
        <ul>
          <li>
            <strong>Free</strong>, gratuite ({FREE_PRICE}) : {FREE_FEATURES.join(', ').toLowerCase()} ;
          </li>
          <li>
            <strong>Premium</strong>, au prix de <strong>{PREMIUM_PRICE_FULL}</strong> : {PREMIUM_FEATURES.join(', ').toLowerCase()}.
          </li>
        </ul>
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises (TVA française au taux en vigueur incluse). Le prix applicable est celui
          affiché sur la page <Link to={paths.subscription}>Abonnement</Link> au moment de la souscription.
        </p>
      </>
    ),
  },
  {
    id: 'cgv-souscription',
    title: '3. Souscription',
    body: (
      <>
        <p>L’abonnement Premium se souscrit en ligne, depuis la page Abonnement, par un utilisateur disposant d’un compte Popote :</p>
        <ol>
          <li>choix de l’offre Premium ;</li>
          <li>vérification du récapitulatif (offre, prix, périodicité, renouvellement automatique) ;</li>
          <li>acceptation des présentes CGV ;</li>
          <li>confirmation de la souscription et paiement.</li>
        </ol>
        <p>
          Le contrat est conclu à la confirmation de la souscription. L’Éditeur adresse à l’Abonné, par e-mail, une confirmation reprenant
          les caractéristiques de l’abonnement et les présentes CGV. Les fonctionnalités Premium sont accessibles immédiatement.
        </p>
      </>
    ),
  },
  {
    id: 'cgv-paiement',
    title: '4. Paiement et facturation',
    body: (
      <>
        <p>
          L’abonnement est facturé mensuellement, à terme à échoir : la première mensualité est due le jour de la souscription, les
          suivantes à la même date chaque mois. Le paiement s’effectue par carte bancaire, par l’intermédiaire de{' '}
          <Placeholder>Prestataire de paiement</Placeholder>, prestataire de services de paiement agréé. L’Éditeur n’a jamais accès aux
          numéros complets des cartes bancaires.
        </p>
        <p>Une facture est émise pour chaque mensualité et mise à la disposition de l’Abonné.</p>
        <p>
          En cas d’échec du paiement, l’Abonné en est informé et invité à régulariser. À défaut de régularisation, l’accès aux
          fonctionnalités Premium est suspendu et le compte repasse à l’offre Free ; ses données sont conservées.
        </p>
      </>
    ),
  },
  {
    id: 'cgv-duree',
    title: '5. Durée, engagement et renouvellement',
    body: (
      <p>
        L’abonnement Premium est souscrit pour une durée minimale d’{COMMITMENT}. Il est ensuite renouvelé automatiquement, par périodes
        successives d’un mois, jusqu’à sa résiliation par l’Abonné. Il n’y a aucun engagement au-delà de la première période d’{COMMITMENT}.
      </p>
    ),
  },
  {
    id: 'cgv-resiliation',
    title: '6. Résiliation',
    body: (
      <>
        <p>
          L’Abonné peut résilier son abonnement à tout moment, en quelques clics, depuis la page{' '}
          <Link to={paths.subscription}>Abonnement</Link> de son compte. Une confirmation de la résiliation lui est adressée par e-mail.
        </p>
        <p>
          La résiliation prend effet à la <strong>fin de la période de facturation en cours</strong>. L’Abonné conserve l’accès aux
          fonctionnalités Premium jusqu’à cette date, puis son compte repasse à l’offre Free. La période commencée reste due et n’est{' '}
          <strong>pas remboursée au prorata</strong>, sous réserve de l’exercice du droit de rétractation (article 7).
        </p>
        <p>
          L’Éditeur peut résilier l’abonnement en cas de manquement grave de l’Abonné aux CGU (fraude, atteinte à la sécurité du Service),
          après une mise en demeure restée sans effet, sauf urgence.
        </p>
      </>
    ),
  },
  {
    id: 'cgv-retractation',
    title: '7. Droit de rétractation',
    body: (
      <>
        <p>
          Conformément à l’article L221-18 du Code de la consommation, l’Abonné dispose d’un délai de <strong>{WITHDRAWAL}</strong> à
          compter de la conclusion du contrat pour se rétracter, sans avoir à motiver sa décision ni à supporter d’autres coûts que ceux
          prévus par la loi.
        </p>
        <p>
          Pour exercer ce droit, l’Abonné informe l’Éditeur de sa décision par une déclaration dénuée d’ambiguïté, adressée à{' '}
          <Placeholder>Adresse e-mail de contact</Placeholder> ou par courrier à <Placeholder>Adresse du siège</Placeholder>. Il peut
          utiliser le modèle de formulaire ci-dessous, sans que cela soit obligatoire.
        </p>
        <p>
          L’Éditeur rembourse les sommes versées au titre de l’abonnement au plus tard <strong>{REFUND_DELAY}</strong> à compter du jour où
          il est informé de la décision de rétractation, en utilisant le même moyen de paiement que celui utilisé pour la souscription, sauf
          accord exprès de l’Abonné pour un autre moyen. Ce remboursement n’occasionne aucun frais.
        </p>
        <h3>Modèle de formulaire de rétractation</h3>
        <div className="mt-3 rounded-xl border border-stone-200 bg-white p-4 text-sm leading-6">
          <p className="mt-0!">
            À l’attention de <Placeholder>Raison sociale</Placeholder>, <Placeholder>Adresse du siège</Placeholder>,{' '}
            <Placeholder>Adresse e-mail de contact</Placeholder> :
          </p>
          <p>
            Je vous notifie par la présente ma rétractation du contrat portant sur l’abonnement Premium au service Popote, souscrit le : …
            Nom : … Adresse e-mail du compte : … Date : … Signature (en cas d’envoi sur papier) : …
          </p>
        </div>
      </>
    ),
  },
  {
    id: 'cgv-prix',
    title: '8. Modification des prix',
    body: (
      <p>
        L’Éditeur peut faire évoluer le prix de l’abonnement Premium. Toute modification est notifiée à l’Abonné par e-mail{' '}
        <strong>au moins {PRICE_NOTICE} avant</strong> son entrée en vigueur et s’applique à compter de la première période de facturation
        qui suit cette date. L’Abonné qui n’accepte pas le nouveau prix peut résilier son abonnement avant son entrée en vigueur, dans les
        conditions de l’article 6.
      </p>
    ),
  },
  {
    id: 'cgv-drive',
    title: '9. Commande au drive',
    body: (
      <>
        <p>
          La commande au drive, incluse dans l’abonnement Premium, consiste à transmettre la liste de courses de l’Abonné à l’enseigne
          partenaire qu’il choisit (à ce jour Carrefour Drive ; Leclerc Drive et Intermarché Drive sont annoncés comme « bientôt
          disponibles »).
        </p>
        <p>
          La vente des produits est conclue directement entre l’Abonné et l’enseigne, selon les conditions générales de celle-ci : prix,
          disponibilité des produits, créneau et lieu de retrait, paiement des courses et droit de rétractation éventuel relèvent de
          l’enseigne. L’Éditeur n’est pas partie à cette vente.
        </p>
      </>
    ),
  },
  {
    id: 'cgv-garanties',
    title: '10. Garanties légales',
    body: (
      <p>
        L’Éditeur est tenu de la garantie légale de conformité des contenus et services numériques prévue aux articles L224-25-1 et suivants
        du Code de la consommation. En cas de défaut de conformité du Service, l’Abonné peut demander sa mise en conformité et, à défaut,
        une réduction du prix ou la résolution du contrat, dans les conditions prévues par ces articles.
      </p>
    ),
  },
  {
    id: 'cgv-reclamations',
    title: '11. Service client et réclamations',
    body: (
      <p>
        Pour toute question ou réclamation, l’Abonné peut écrire à <Placeholder>Adresse e-mail de contact</Placeholder>. Les abonnés Premium
        bénéficient d’un support prioritaire.
      </p>
    ),
  },
  {
    id: 'cgv-mediation',
    title: '12. Médiation de la consommation',
    body: (
      <p>
        Conformément aux articles L611-1 et suivants du Code de la consommation, en cas de litige non résolu par le service client, l’Abonné
        peut recourir gratuitement au médiateur de la consommation dont relève l’Éditeur :{' '}
        <Placeholder>Nom, adresse et site internet du médiateur de la consommation</Placeholder>. La saisine du médiateur suppose une
        réclamation écrite préalable auprès de l’Éditeur.
      </p>
    ),
  },
  {
    id: 'cgv-donnees',
    title: '13. Données personnelles',
    body: (
      <p>
        Les données personnelles nécessaires à la souscription et à la facturation sont traitées conformément à la{' '}
        <Link to={paths.privacy}>politique de confidentialité</Link>.
      </p>
    ),
  },
  {
    id: 'cgv-droit',
    title: '14. Droit applicable et litiges',
    body: (
      <p>
        Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, tout litige relève des juridictions françaises
        compétentes ; l’Abonné consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du
        contrat ou de la survenance du fait dommageable.
      </p>
    ),
  },
];

/** Terms of sale (a static page; prices and delays from shared/constants.ts). */
export default function CgvPage() {
  return (
    <StaticPageLayout title="Conditions générales de vente" intro={<p>Ces conditions s’appliquent à l’abonnement Premium de Popote.</p>}>
      <LegalSections sections={SECTIONS} />
    </StaticPageLayout>
  );
}
