import { useEffect, type ReactNode } from 'react';

/** The screen's h1, also used as the document title. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  useEffect(() => {
    const text = title ?? (typeof children === 'string' ? children : null);
    if (text) document.title = `${text} – Popote`;
  }, [children, title]);
  return <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{children}</h1>;
}
