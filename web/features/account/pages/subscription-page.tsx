import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PREMIUM_PRICE_LABEL, SUBSCRIPTION_SIMULATED_DELAY_MS, TIME_ZONE } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { Subscription, SubscriptionBody } from '@shared/schemas/users';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { fetchProfile, updateSubscription } from '../api/account-api';
import { PlanComparison } from '../components/plan-comparison';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const formatDate = (iso: string | null) => (iso ? LONG_DATE.format(new Date(iso)) : '');

type Pending = SubscriptionBody['action'] | null;

/**
 * /subscription. Cancelling takes three clicks from any page (French
 * law on online cancellation): footer 'Abonnement' → 'Résilier mon abonnement' → 'Confirmer la résiliation'.
 */
export default function SubscriptionPage() {
  const { user, mergeUser } = useSession();
  const [pending, setPending] = useState<Pending>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The server alone decides the plan at this moment (a month may have passed): refresh it.
  useEffect(() => {
    fetchProfile().then(
      (profile) => mounted.current && mergeUser({ subscription: profile.subscription }),
      () => undefined,
    );
  }, [mergeUser]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!user) return <Spinner />;
  const sub: Subscription = user.subscription;
  const premium = sub.type === 'premium';

  const run = async (action: NonNullable<Pending>) => {
    setError(null);
    setSuccess(null);
    setPending(action);
    try {
      // No payment provider: the payment is simulated by a 1.5 s delay (SUBSCRIPTION_SIMULATED_DELAY_MS) before the plan changes.
      if (action === 'subscribe') await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_SIMULATED_DELAY_MS));
      const { subscription, message } = await updateSubscription(action);
      if (!mounted.current) return;
      mergeUser({ subscription });
      setSuccess(action === 'subscribe' ? MESSAGES.subscriptionActivated : message);
      setConfirming(false);
    } catch (cause) {
      if (mounted.current) setError(errorMessage(cause, MESSAGES.subscriptionError));
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageTitle>Mon abonnement</PageTitle>
      <ErrorAlert>{error}</ErrorAlert>
      <SuccessStatus>{success}</SuccessStatus>

      <Section title="Votre formule actuelle">
        <p className="text-2xl font-extrabold text-stone-900" data-testid="current-plan">
          {premium ? 'Premium' : 'Gratuit'}
        </p>
        {premium && !sub.cancelAtPeriodEnd && (
          <p className="text-stone-800">
            Renouvellement automatique le <strong>{formatDate(sub.expiresAt)}</strong> ({PREMIUM_PRICE_LABEL} TTC par mois). Vous pouvez
            résilier à tout moment : vous restez Premium jusqu'à la fin de la période payée.
          </p>
        )}
        {premium && sub.cancelAtPeriodEnd && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-stone-900">
            Abonnement résilié : vous restez Premium jusqu'au <strong>{formatDate(sub.expiresAt)}</strong>, puis vous passerez à l'offre
            Gratuite. Aucun prélèvement ne sera effectué et la période en cours n'est pas remboursée au prorata.
          </p>
        )}
        {!premium && <p className="text-stone-800">Passez Premium pour planifier sans limite et commander vos courses au drive.</p>}

        <div className="flex flex-col gap-3 sm:flex-row">
          {!premium && (
            <Button
              type="button"
              variant="primary"
              size="lg"
              onClick={() => run('subscribe')}
              disabled={pending !== null}
              aria-busy={pending === 'subscribe' || undefined}
            >
              {pending === 'subscribe' ? 'Paiement en cours...' : `Passer Premium (${PREMIUM_PRICE_LABEL} / mois)`}
            </Button>
          )}
          {premium && !sub.cancelAtPeriodEnd && !confirming && (
            <Button type="button" variant="secondary" size="lg" onClick={() => setConfirming(true)} disabled={pending !== null}>
              Résilier mon abonnement
            </Button>
          )}
          {premium && sub.cancelAtPeriodEnd && (
            <Button
              type="button"
              variant="primary"
              size="lg"
              onClick={() => run('resume')}
              disabled={pending !== null}
              aria-busy={pending === 'resume' || undefined}
            >
              {pending === 'resume' ? 'Réactivation...' : 'Reprendre mon abonnement'}
            </Button>
          )}
        </div>

        {confirming && premium && (
          <div className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4">
            <h3 ref={confirmRef} tabIndex={-1} className="font-bold text-red-900 outline-none">
              Confirmer la résiliation ?
            </h3>
            <p className="text-sm text-stone-900">
              Vous resterez Premium jusqu'au {formatDate(sub.expiresAt)}, puis votre compte passera à l'offre Gratuite. Pas de remboursement
              au prorata.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                type="button"
                variant="danger"
                size="lg"
                onClick={() => run('cancel')}
                disabled={pending !== null}
                aria-busy={pending === 'cancel' || undefined}
              >
                {pending === 'cancel' ? 'Résiliation...' : 'Confirmer la résiliation'}
              </Button>
              <Button type="button" variant="secondary" size="lg" onClick={() => setConfirming(false)} disabled={pending !== null}>
                Garder Premium
              </Button>
            </div>
          </div>
        )}
      </Section>

      <Section title="Comparer les formules">
        <PlanComparison current={sub.type} />
        <p className="text-sm text-stone-700">
          Sans engagement au-delà du premier mois. Détails dans les{' '}
          <Link to={paths.cgv} className="font-semibold text-brand-800 underline">
            conditions générales de vente
          </Link>
          .
        </p>
      </Section>
    </section>
  );
}
