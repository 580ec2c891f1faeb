import { useId, useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Car } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { DRIVE_PROVIDERS } from '@shared/options';
import { DEFAULT_DRIVE_PROVIDER } from '@shared/constants';
import type { DriveProviderId, ShoppingList } from '@shared/schemas/shopping';
import { errorMessage } from '@web/lib/api';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { PremiumNotice } from '@web/components/ui/premium-notice';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { useCreateOrder } from '../api/create-order';
import { shoppingListKey } from '../api/get-shopping-list';
import { euros, MISSING_REASON_LABELS, ORDER_STATUS_LABELS, SHOPPING_TEXTS as T } from '../texts';
import { Button } from '@web/components/ui/button';

export function providerLabel(value: string): string {
  return DRIVE_PROVIDERS.find((p) => p.value === value)?.label ?? value;
}

/** The shop's name in a sentence: « au drive Carrefour », not « au drive Carrefour Drive ». */
function providerShop(value: string): string {
  return DRIVE_PROVIDERS.find((p) => p.value === value)?.shop ?? value;
}

function orderDate(date: string): string {
  const d = parseISO(date);
  return isValid(d) ? format(d, "d MMMM yyyy 'à' HH:mm", { locale: fr }) : date;
}

/**
 * Drive ordering: Premium only; Carrefour Drive is the only enabled provider; once
 * ordered, the form gives way to the order's summary: status, basket total, the products the drive
 * could not supply, and « mode démonstration » when the drive sandbox stood in for the shop.
 */
export function DriveOrder({ list, premium }: { list: ShoppingList; premium: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const order = useCreateOrder();
  const [provider, setProvider] = useState<DriveProviderId>(DEFAULT_DRIVE_PROVIDER);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ordered = list.status === 'ordered' ? list.orderDetails : null;

  const submit = async () => {
    setFailure(null);
    setSuccess(null);
    try {
      const placed = await order.mutateAsync({ shoppingListId: list.id, provider });
      // Only reached once the drive partner accepted the order and the server recorded it.
      setSuccess(T.orderSuccess(providerShop(provider)));
      // The live push brings the 'ordered' state; without it, this answer does (same id).
      queryClient.setQueryData<ShoppingList>(shoppingListKey(list.id), (current) =>
        current && current.status !== 'ordered'
          ? { ...current, status: 'ordered', driveOrderId: placed.orderId, orderDetails: placed.orderDetails }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: shoppingListKey(list.id) });
    } catch (error) {
      setFailure(errorMessage(error, T.orderError));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Car aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {T.driveTitle}
      </h2>
      <SuccessStatus>{success}</SuccessStatus>
      {ordered ? (
        <div className="space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            {T.orderSummary}
            {ordered.demo && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{T.orderDemoBadge}</span>
            )}
          </h3>
          {ordered.demo && <p className="text-sm text-amber-900">{T.orderDemoNotice}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-stone-700">{T.orderProvider}</dt>
            <dd className="text-stone-900">{providerLabel(ordered.provider)}</dd>
            <dt className="font-medium text-stone-700">{T.orderStatus}</dt>
            <dd className="text-stone-900">{ORDER_STATUS_LABELS[ordered.status] ?? ordered.status}</dd>
            <dt className="font-medium text-stone-700">{T.orderDate}</dt>
            <dd className="text-stone-900">{orderDate(ordered.date)}</dd>
            {typeof ordered.total === 'number' && (
              <>
                <dt className="font-medium text-stone-700">{T.orderTotal}</dt>
                <dd className="text-stone-900">{euros(ordered.total)}</dd>
              </>
            )}
            {list.driveOrderId && (
              <>
                <dt className="font-medium text-stone-700">{T.orderId}</dt>
                <dd className="break-all font-mono text-stone-900">{list.driveOrderId}</dd>
              </>
            )}
          </dl>
          {ordered.missing && ordered.missing.length > 0 && (
            <div>
              <h4 id={`${id}-missing`} className="text-sm font-semibold text-stone-900">
                {T.orderMissing}
              </h4>
              <ul aria-labelledby={`${id}-missing`} className="list-disc pl-5 text-sm text-stone-800">
                {ordered.missing.map((m) => (
                  <li key={m.name}>
                    {m.name} — {MISSING_REASON_LABELS[m.reason] ?? m.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : !premium ? (
        <PremiumNotice message={T.premiumOnly} />
      ) : (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="flex-1">
            <label htmlFor={`${id}-provider`} className={`${labelClass} mb-1`}>
              {T.driveProvider}
            </label>
            <select
              id={`${id}-provider`}
              value={provider}
              onChange={(e) => setProvider(e.target.value as DriveProviderId)}
              className={inputClass}
            >
              {DRIVE_PROVIDERS.map((p) => (
                <option key={p.value} value={p.value} disabled={!p.enabled}>
                  {p.enabled ? p.label : `${p.label} (${T.comingSoon})`}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="primary" disabled={order.isPending}>
            {order.isPending ? T.ordering : T.order}
          </Button>
        </form>
      )}
      <ErrorAlert>{failure}</ErrorAlert>
    </section>
  );
}
