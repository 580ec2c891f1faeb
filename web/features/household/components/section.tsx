import { useId, type ReactNode } from 'react';
import { cardClass } from '@web/components/ui/form-styles';

/** A titled card of the household screen (one h2 per section, under the page's h1). */
export function Section({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} space-y-4`}>
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-stone-700">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
