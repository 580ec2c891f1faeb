import { useId, type ReactNode } from 'react';
import { cardClass } from './form-styles';

/** A titled card of a settings-like screen (one h2 per section, under the page's h1). */
export function Section({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} space-y-4`}>
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {description && <p className="text-sm text-stone-700">{description}</p>}
      </div>
      {children}
    </section>
  );
}
