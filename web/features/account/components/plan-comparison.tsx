import { Check } from 'lucide-react';
import { FREE_FEATURES, FREE_PRICE, PREMIUM_FEATURES, PREMIUM_PRICE } from '@web/lib/offer-text';

/** Free vs Premium, the same wording (web/lib/offer-text.ts) as the landing page. */
export function PlanComparison({ current }: { current: 'free' | 'premium' }) {
  const plans = [
    { type: 'free' as const, name: 'Gratuit', price: FREE_PRICE, period: 'pour toujours', features: FREE_FEATURES },
    {
      type: 'premium' as const,
      name: 'Premium',
      price: PREMIUM_PRICE,
      period: 'TTC par mois, sans engagement au-delà du premier mois',
      features: ['Tout le contenu Gratuit', ...PREMIUM_FEATURES],
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {plans.map((plan) => (
        <article
          key={plan.type}
          aria-labelledby={`plan-${plan.type}`}
          className={`rounded-2xl border p-5 ${plan.type === current ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-stone-200 bg-white'}`}
        >
          <div className="flex items-baseline justify-between gap-2">
            <h3 id={`plan-${plan.type}`} className="text-lg font-bold text-stone-900">
              {plan.name}
            </h3>
            {plan.type === current && (
              <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">Votre formule</span>
            )}
          </div>
          <p className="mt-2">
            <span className="text-3xl font-extrabold text-stone-900">{plan.price}</span>{' '}
            <span className="text-sm text-stone-700">{plan.period}</span>
          </p>
          <ul className="mt-4 space-y-2 text-sm text-stone-800">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                {feature}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
