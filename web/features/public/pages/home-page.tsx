import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Check, ListChecks, ShieldCheck, Sparkles, Star, Truck } from 'lucide-react';
import { RATING_MAX } from '@shared/constants';
import { paths } from '@web/app/paths';
import { ButtonLink } from '@web/components/ui/button';
import { COMMITMENT, FREE_FEATURES, FREE_PRICE, PREMIUM_FEATURES, PREMIUM_PRICE } from '@web/lib/offer-text';

const DOCUMENT_TITLE = 'Popote – vos repas de la semaine, sans prise de tête';

const STEPS = [
  {
    icon: CalendarDays,
    title: 'Un plan de repas personnalisé',
    text: 'Indiquez vos goûts, vos allergies, votre régime et la taille de votre foyer : Popote compose votre menu de la semaine, recettes comprises. Vos notes et vos favoris comptent pour les menus suivants.',
  },
  {
    icon: ListChecks,
    title: 'Une liste de courses intelligente',
    text: 'Les ingrédients de la semaine sont regroupés par rayon, quantités additionnées. Toute la famille coche les articles au fil des courses.',
  },
  {
    icon: Truck,
    title: 'La commande automatique au drive',
    text: 'Avec Premium, envoyez votre liste à Carrefour Drive en un clic, puis récupérez vos courses. Leclerc Drive et Intermarché Drive arrivent bientôt.',
  },
] as const;

const TESTIMONIALS = [
  {
    name: 'Camille',
    city: 'Lyon',
    quote:
      'Le dimanche soir, je ne me demande plus quoi cuisiner : le menu de la semaine est prêt en deux minutes et la liste de courses suit.',
  },
  {
    name: 'Mehdi',
    city: 'Nantes',
    quote:
      'Ma fille est allergique aux fruits à coque. Les recettes proposées en tiennent compte, et je fais les courses l’esprit tranquille.',
  },
  {
    name: 'Élise',
    city: 'Toulouse',
    quote: 'Je valide la liste au bureau, la commande part au drive et je récupère tout en rentrant. On jette aussi beaucoup moins.',
  },
] as const;

/** Landing page: hero, how it works, offers, testimonials, closing call to action. */
export default function HomePage() {
  useEffect(() => {
    document.title = DOCUMENT_TITLE;
  }, []);

  return (
    <div className="space-y-16 sm:space-y-24">
      <Hero />
      <HowItWorks />
      <Offers />
      <Testimonials />
      <ClosingCta />
    </div>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-50 via-white to-amber-50 px-5 py-10 ring-1 ring-brand-100 sm:px-10 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-16 h-56 w-56 rounded-full bg-brand-100 opacity-70 blur-2xl"
      />
      <div className="relative grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            Menus, courses et drive réunis
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-5xl">
            Vos repas de la semaine, <span className="text-brand-700">sans prise de tête</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-stone-700">
            Popote prépare le menu de votre foyer selon vos goûts, vos allergies et vos objectifs, en tire la liste de courses et l’envoie
            au drive. Vous n’avez plus qu’à cuisiner.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.register} variant="primary" size="lg">
              Commencer gratuitement
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </ButtonLink>
            <ButtonLink to={paths.login} variant="secondary" size="lg">
              Se connecter
            </ButtonLink>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-stone-600">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            Vos allergies sont vérifiées sur chaque recette proposée.
          </p>
        </div>
        <WeekPreview />
      </div>
    </section>
  );
}

/** Decorative sample of a week menu, drawn with Tailwind (no image to download). */
function WeekPreview() {
  const days = [
    { day: 'Lun.', dish: 'Curry de lentilles corail', time: '25 min' },
    { day: 'Mar.', dish: 'Gratin de courgettes au chèvre', time: '35 min' },
    { day: 'Mer.', dish: 'Poulet rôti, légumes du four', time: '50 min' },
    { day: 'Jeu.', dish: 'Velouté de potimarron', time: '30 min' },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none">
      <div className="rounded-2xl bg-white p-4 pb-8 shadow-xl ring-1 ring-stone-200">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-stone-900">Menu de la semaine</p>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">4 pers.</span>
        </div>
        <ul className="mt-3 space-y-2">
          {days.map((d) => (
            <li key={d.day} className="flex items-center gap-3 rounded-xl bg-stone-50 px-3 py-2">
              <span className="w-10 text-sm font-bold text-brand-800">{d.day}</span>
              <span className="min-w-0 flex-1 truncate text-sm text-stone-800">{d.dish}</span>
              <span className="text-xs text-stone-600">{d.time}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-5 -left-2 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-stone-200 sm:-left-6">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-green-700 text-white">
          <Check className="h-4 w-4" />
        </span>
        <span className="font-medium text-stone-800">Liste de courses prête</span>
      </div>
    </div>
  );
}

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-base leading-relaxed text-stone-700">{children}</p>}
    </div>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="comment-ca-marche">
      <SectionHeading id="comment-ca-marche" eyebrow="En 3 étapes" title="Comment ça marche">
        De l’idée de menu au panier du drive, Popote s’occupe de l’organisation.
      </SectionHeading>
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                <span className="sr-only">Étape </span>
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-stone-800">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Offers() {
  return (
    <section aria-labelledby="offres">
      <SectionHeading id="offres" eyebrow="Tarifs" title="Nos offres">
        Commencez gratuitement, passez Premium quand vous voulez tout automatiser.
      </SectionHeading>
      <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        <article aria-labelledby="offre-free" className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h3 id="offre-free" className="text-xl font-bold text-stone-900">
            Free
          </h3>
          <p className="mt-1 text-stone-600">Pour découvrir Popote</p>
          <p className="mt-5 flex items-baseline gap-1">
            <span className="text-4xl font-extrabold text-stone-900">{FREE_PRICE}</span>
            <span className="text-stone-600">/ mois</span>
          </p>
          <FeatureList items={FREE_FEATURES} />
          <Link
            to={paths.register}
            className="mt-8 inline-flex items-center justify-center rounded-xl border-2 border-brand-700 px-5 py-3 font-semibold text-brand-800 transition-colors hover:bg-brand-50 md:mt-auto"
          >
            Commencer gratuitement
          </Link>
        </article>

        <article
          aria-labelledby="offre-premium"
          className="relative flex flex-col rounded-2xl bg-white p-6 shadow-lg ring-2 ring-brand-700 sm:p-8"
        >
          <h3 id="offre-premium" className="text-xl font-bold text-stone-900">
            Premium
          </h3>
          <p className="absolute -top-3 right-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
            Le plus complet
          </p>
          <p className="mt-1 text-stone-600">Pour tout automatiser</p>
          <p className="mt-5 flex flex-wrap items-baseline gap-1">
            <span className="text-4xl font-extrabold text-stone-900">{PREMIUM_PRICE}</span>
            <span className="text-stone-600">/ mois TTC</span>
          </p>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">
            Facturé mensuellement, sans engagement au-delà d’{COMMITMENT}, renouvellement automatique.
          </p>
          <FeatureList items={PREMIUM_FEATURES} />
          <div className="mt-8 md:mt-auto md:pt-8">
            <ButtonLink to={paths.register} variant="primary" size="lg" className="w-full">
              Essayer Premium
            </ButtonLink>
            <p className="mt-3 text-center text-sm text-stone-600">
              <Link to={paths.cgv} className="underline underline-offset-2 hover:text-brand-800">
                Conditions générales de vente
              </Link>
            </p>
          </div>
        </article>
      </div>
    </section>
  );
}

function Stars() {
  return (
    <p role="img" aria-label={`Note : ${RATING_MAX} sur ${RATING_MAX}`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" className="h-5 w-5 fill-current" />
      ))}
    </p>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="temoignages">
      <SectionHeading id="temoignages" eyebrow="Témoignages" title="Ils cuisinent avec Popote" />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <Stars />
              <blockquote className="mt-4 flex-1 leading-relaxed text-stone-800">
                <p>« {t.quote} »</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {t.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{t.name}</span>
                  <span className="block text-sm text-stone-600">{t.city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center text-xs text-stone-600">Témoignages fictifs, présentés à titre d’illustration.</p>
    </section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="pret-a-commencer" className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
      <h2 id="pret-a-commencer" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Prêt à mieux manger sans y passer vos soirées ?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-50">
        Créez votre compte en quelques minutes et recevez votre premier menu personnalisé dès aujourd’hui.
      </p>
      <Link
        to={paths.register}
        className="mt-7 inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
      >
        Commencer gratuitement
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </section>
  );
}
