import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { RATING_MAX, RATING_MIN } from '@shared/constants';
import { paths } from '@web/app/paths';
import { StaticPageLayout } from '../components/static-page-layout';
import {
  CIQUAL_CREDIT,
  CIQUAL_URL,
  COMMITMENT,
  FREE_MEALS,
  FREE_PRICE,
  KEEP_ACCOUNT,
  KEEP_BROWSING,
  KEEP_ORDERS,
  PREMIUM_PRICE_FULL,
  PRICE_NOTICE,
  REFUND_DELAY,
  WITHDRAWAL,
} from '@web/lib/offer-text';

type Question = { q: string; a: ReactNode };
type Section = { id: string; title: string; questions: Question[] };

const SECTIONS: Section[] = [
  {
    id: 'general',
    title: 'Général',
    questions: [
      {
        q: 'Qu’est-ce que Popote ?',
        a: (
          <p>
            Popote est une application web qui planifie les repas de votre foyer. À partir de vos goûts, de vos allergies et de vos
            objectifs, elle propose des recettes et un menu pour la semaine, prépare la liste de courses correspondante et, avec l’offre
            Premium, l’envoie à votre drive.
          </p>
        ),
      },
      {
        q: 'Comment Popote crée-t-il mes recettes ?',
        a: (
          <>
            <p>
              Popote compose vos recettes à partir d’un recueil de recettes rédigées à l’avance, d’une table d’ingrédients et de règles de
              cuisine : il choisit les recettes qui vous conviennent, remplace les ingrédients qui ne vous conviennent pas et recalcule les
              quantités pour votre foyer. Il tient compte de ce que vous avez indiqué à l’inscription et dans votre profil : régimes
              alimentaires (végétarien, sans gluten, halal…), allergies, ingrédients que vous n’aimez pas, cuisines préférées, objectifs,
              nombre d’adultes et d’enfants, ainsi que de vos notes et de vos favoris.
            </p>
            <p>
              Si le service est configuré avec un modèle de langage (une intelligence artificielle), les recettes qui ne figurent pas dans
              ce recueil peuvent être rédigées par ce modèle ; elles passent par les mêmes vérifications que les autres.
            </p>
            <p>
              Équipement de cuisine : si vous avez indiqué vos appareils de cuisson sans four, les suggestions et le menu de la semaine ne
              vous proposent pas de plat cuit au four, sauf si vous en demandez un (un gratin dans votre recherche ou dans le souhait d’un
              jour, par exemple). Les autres appareils ne sont pas encore pris en compte.
            </p>
            <p>
              Vous pouvez ensuite remplacer ou exclure un ingrédient, poser une question sur un ingrédient, ou demander une variante :
              Popote garde l’historique de toutes les versions d’une recette.
            </p>
          </>
        ),
      },
      {
        q: 'Mes allergies sont-elles prises en compte ?',
        a: (
          <p>
            Oui. Chaque recette qui vous est fournie (suggestion, recette créée, nouvelle version, menu de la semaine, anti-gaspillage) est
            vérifiée, pour le nombre de portions prévu, au regard des allergies, des ingrédients non aimés et des régimes de votre profil :
            un ingrédient incompatible est remplacé, sinon la recette est écartée. Popote ne peut toutefois pas connaître la composition
            exacte des produits que vous achetez : lisez toujours les étiquettes (traces, contaminations croisées) et demandez conseil à un
            professionnel de santé en cas d’allergie sévère.
          </p>
        ),
      },
      {
        q: 'Pour combien de personnes sont prévues les recettes ?',
        a: (
          <p>
            Pour votre foyer : vous indiquez le nombre d’adultes et d’enfants à l’inscription, et les quantités des recettes comme de la
            liste de courses sont calculées en conséquence. Vous pouvez modifier la composition du foyer à tout moment dans{' '}
            <strong>Mon Profil</strong>.
          </p>
        ),
      },
      {
        q: 'D’où viennent les informations nutritionnelles ?',
        a: (
          <p>
            Les valeurs nutritionnelles sont des estimations calculées à partir de la table de composition nutritionnelle des aliments de
            l’Anses : « {CIQUAL_CREDIT} », diffusée sous Licence Ouverte / Etalab 2.0 sur <a href={CIQUAL_URL}>ciqual.anses.fr</a>.
          </p>
        ),
      },
      {
        q: 'Faut-il installer une application ?',
        a: (
          <p>
            Non. Popote fonctionne dans le navigateur de votre téléphone, de votre tablette ou de votre ordinateur : il suffit de vous
            connecter avec votre adresse e-mail et votre mot de passe.
          </p>
        ),
      },
    ],
  },
  {
    id: 'abonnement',
    title: 'Abonnement et tarifs',
    questions: [
      {
        q: 'Quelle est la différence entre Free et Premium ?',
        a: (
          <>
            <p>
              <strong>Free ({FREE_PRICE})</strong> : {FREE_MEALS}, une liste de courses basique et des recettes personnalisées.
            </p>
            <p>
              <strong>Premium</strong> ajoute la planification complète et illimitée, la liste de courses automatique, la commande
              automatique au drive, les suggestions anti-gaspillage, la personnalisation avancée et le support prioritaire.
            </p>
          </>
        ),
      },
      {
        q: 'Combien coûte Premium ?',
        a: (
          <p>
            {PREMIUM_PRICE_FULL}. L’abonnement est facturé mensuellement et se renouvelle automatiquement chaque mois, sans engagement
            au-delà d’{COMMITMENT}. Vous pouvez y souscrire depuis la page <Link to={paths.subscription}>Abonnement</Link>.
          </p>
        ),
      },
      {
        q: 'Comment résilier mon abonnement Premium ?',
        a: (
          <p>
            À tout moment, depuis la page <Link to={paths.subscription}>Abonnement</Link>. La résiliation prend effet à la fin de la période
            de facturation en cours : vous gardez Premium jusqu’à cette date, puis votre compte repasse en Free. La période commencée n’est
            pas remboursée au prorata.
          </p>
        ),
      },
      {
        q: 'Puis-je changer d’avis après avoir souscrit ?',
        a: (
          <p>
            Oui. Vous disposez d’un délai de rétractation de {WITHDRAWAL} à compter de la souscription. Si vous l’exercez, nous vous
            remboursons au plus tard {REFUND_DELAY} après avoir reçu votre demande. Les modalités sont détaillées dans les{' '}
            <Link to={paths.cgv}>conditions générales de vente</Link>.
          </p>
        ),
      },
      {
        q: 'Le prix peut-il changer ?',
        a: (
          <p>
            Tout changement de prix vous est annoncé au moins {PRICE_NOTICE} avant de s’appliquer. Vous pouvez résilier avant cette date si
            le nouveau prix ne vous convient pas.
          </p>
        ),
      },
      {
        q: 'Que deviennent mes recettes si je repasse en Free ?',
        a: (
          <p>
            Elles restent dans votre compte. Seules les fonctionnalités Premium (commande au drive, planification illimitée…) ne sont plus
            accessibles, et la planification revient à {FREE_MEALS}.
          </p>
        ),
      },
    ],
  },
  {
    id: 'utilisation',
    title: 'Utilisation',
    questions: [
      {
        q: 'Comment obtenir mon premier menu ?',
        a: (
          <p>
            <Link to={paths.register}>Créez votre compte</Link> en cinq étapes (identité, foyer, objectifs, régimes, allergies), puis ouvrez
            l’onglet <strong>Menu de la semaine</strong> : choisissez le budget, les repas à prévoir et vos contraintes de chaque jour, et
            Popote génère le menu. Vous pouvez remplacer un repas ou régénérer le menu.
          </p>
        ),
      },
      {
        q: 'Comment fonctionne la liste de courses ?',
        a: (
          <p>
            Elle est créée à partir de votre menu, avec les articles regroupés par rayon. Vous pouvez modifier les quantités, puis cocher
            les articles pendant vos courses. La liste est partagée avec votre foyer : quand quelqu’un coche un article, les autres le
            voient aussitôt.
          </p>
        ),
      },
      {
        q: 'Comment partager Popote avec mon foyer ?',
        a: (
          <p>
            Dans <strong>Mon foyer</strong>, le responsable du foyer crée une invitation : un lien et un code valables 7 jours, utilisables
            une fois. La personne invitée l’ouvre avec son propre compte et rejoint le foyer ; si elle était seule dans le sien, ses menus,
            listes et favoris la suivent. Les membres partagent les menus, les listes de courses, les favoris et l’abonnement Premium, et
            les menus tiennent compte des allergies, régimes et aliments évités de chacun. Un membre peut quitter le foyer à tout moment :
            il n’a alors plus accès à ses menus ni à ses listes.
          </p>
        ),
      },
      {
        q: 'Comment fonctionne la commande au drive ?',
        a: (
          <p>
            Réservée aux abonnés Premium : depuis la liste de courses, choisissez votre drive et envoyez la liste. Carrefour Drive est
            disponible ; Leclerc Drive et Intermarché Drive arrivent bientôt. Le retrait et le paiement des courses se font ensuite auprès
            de l’enseigne, selon ses propres conditions.
          </p>
        ),
      },
      {
        q: 'Que propose « Cuisiner sans gaspiller » ?',
        a: (
          <p>
            Indiquez les ingrédients qui restent dans votre frigo ou vos placards, le type de repas, le nombre de personnes et le temps dont
            vous disposez : Popote vous propose des recettes qui les utilisent, en précisant ce qu’il faudrait acheter en plus.
          </p>
        ),
      },
      {
        q: 'À quoi sert « Noter les recettes » ?',
        a: (
          <p>
            Après avoir cuisiné, donnez une note de {RATING_MIN} à {RATING_MAX} étoiles et un commentaire. Vous retrouvez ainsi facilement
            vos recettes préférées. Vos notes (ici ou sur les repas de vos menus) et vos favoris comptent aussi dans les suggestions et les
            menus de la semaine : une recette notée 4 ou 5 étoiles, ou mise en favori, vous est proposée plus souvent, tout comme, un peu,
            les plats au même ingrédient principal ; une recette notée 1 ou 2 étoiles ne vous est plus proposée, sauf si aucune autre ne
            convient, et les plats au même ingrédient principal le sont un peu moins souvent.
          </p>
        ),
      },
      {
        q: 'Comment modifier mes préférences alimentaires ?',
        a: (
          <p>
            Dans <strong>Mon Profil</strong> (menu de votre compte, en haut de l’écran) : régimes, allergies, ingrédients non aimés,
            objectifs, objectifs nutritionnels, composition du foyer et équipement de cuisine.
          </p>
        ),
      },
    ],
  },
  {
    id: 'securite',
    title: 'Sécurité et données',
    questions: [
      {
        q: 'Où sont hébergées mes données ?',
        a: (
          <p>
            Popote est hébergé par Cloudflare, Inc. Les transferts éventuels de données hors de l’Union européenne sont encadrés par les
            garanties prévues par le RGPD. Le détail figure dans la <Link to={paths.privacy}>politique de confidentialité</Link>.
          </p>
        ),
      },
      {
        q: 'Comment récupérer une copie de mes données ?',
        a: (
          <p>
            Dans <strong>Paramètres</strong>, choisissez <strong>Télécharger mes données</strong> : vous obtenez un fichier réunissant les
            données de votre compte, dans un format lisible et réutilisable.
          </p>
        ),
      },
      {
        q: 'Comment supprimer mon compte ?',
        a: (
          <p>
            Dans <strong>Paramètres</strong>, choisissez <strong>Supprimer mon compte</strong>. Vos données sont alors effacées
            immédiatement, à l’exception de vos commandes au drive, que la loi nous oblige à conserver {KEEP_ORDERS} : elles sont détachées
            de votre compte et ne gardent que la date, l’enseigne, le statut et le contenu du panier.
          </p>
        ),
      },
      {
        q: 'Combien de temps conservez-vous mes données ?',
        a: (
          <ul>
            <li>
              Votre compte et ses données : {KEEP_ACCOUNT} après votre dernière activité (connexion, ouverture de l’application,
              modification du profil), puis il est supprimé ;
            </li>
            <li>
              vos commandes au drive : {KEEP_ORDERS} à compter de la commande, au titre de nos obligations comptables, même si vous
              supprimez votre compte (elles en sont alors détachées) ;
            </li>
            <li>
              les données de navigation : les menus de la semaine générés, {KEEP_BROWSING} ; les tentatives de connexion échouées, une
              heure.
            </li>
          </ul>
        ),
      },
      {
        q: 'Mon mot de passe est-il protégé ?',
        a: (
          <p>
            Votre mot de passe n’est jamais stocké en clair : nous n’en conservons qu’une empreinte cryptographique. Tous les échanges avec
            Popote passent par une connexion sécurisée (HTTPS). Après 5 tentatives de connexion échouées, chaque nouvel essai doit attendre
            (30 secondes, puis de plus en plus longtemps) ; après 10, le compte est bloqué 15 minutes. Choisissez un mot de passe que vous
            n’utilisez pas ailleurs.
          </p>
        ),
      },
      {
        q: 'Utilisez-vous des cookies publicitaires ?',
        a: (
          <p>
            Non. Popote n’utilise ni cookie publicitaire ni traceur de mesure d’audience. Seul le stockage local de votre navigateur sert au
            fonctionnement de l’application (maintenir votre session, retrouver votre dernière recherche de recettes).
          </p>
        ),
      },
    ],
  },
];

/** FAQ (a static page): four sections of questions, each answer in a <details>. */
export default function FaqPage() {
  return (
    <StaticPageLayout
      title="Foire aux questions"
      intro={
        <p>
          Les réponses aux questions les plus fréquentes sur Popote. Vous ne trouvez pas la vôtre ? Écrivez-nous depuis le lien{' '}
          <strong>Contact</strong> en bas de page.
        </p>
      }
    >
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`}>{section.title}</h2>
          <div className="mt-4 space-y-3">
            {section.questions.map(({ q, a }) => (
              <details key={q} className="group rounded-xl border border-stone-200 bg-white open:border-brand-700/40 open:shadow-sm">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3.5 font-semibold text-stone-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                  {q}
                  <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
                </summary>
                <div className="border-t border-stone-100 px-4 pb-4 pt-1 text-stone-700">{a}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </StaticPageLayout>
  );
}
