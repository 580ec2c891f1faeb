import { NavLink } from 'react-router';
import { Lightbulb, CalendarDays, Star, Leaf } from 'lucide-react';
import { paths } from '@web/app/paths';

export const APP_TABS = [
  { to: paths.inspiration, label: 'Inspiration repas', icon: Lightbulb },
  { to: paths.weekMenu, label: 'Menu de la semaine', icon: CalendarDays },
  { to: paths.rating, label: 'Noter les recettes', icon: Star },
  { to: paths.antiWaste, label: 'Cuisiner sans gaspiller', icon: Leaf },
] as const;

/** The app's tab bar; the active tab follows the current path (aria-current). */
export function TabBar() {
  return (
    <nav aria-label="Navigation principale" className="border-b border-stone-200 bg-white">
      {/* Mobile first: four equal columns, icon above a short label; one row of links from sm up. */}
      <ul className="mx-auto grid max-w-6xl grid-cols-4 sm:flex sm:px-2">
        {APP_TABS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="min-w-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex h-full flex-col items-center gap-1 border-b-4 px-1 py-2 text-center text-xs font-medium leading-tight sm:flex-row sm:gap-2 sm:px-3 sm:py-3 sm:text-sm ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-700 hover:text-brand-800'}`
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 sm:h-4 sm:w-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
