import { useId, type ReactNode } from 'react';

/** One block of the dashboard: an h2, its content, actions at the bottom. */
export function DashboardCard({
  title,
  icon,
  badge,
  children,
  className = '',
}: {
  title: string;
  icon: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-stone-900">
          {icon}
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}
