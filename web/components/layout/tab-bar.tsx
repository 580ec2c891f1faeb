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
      <ul className="mx-auto flex max-w-6xl overflow-x-auto px-2">
        {APP_TABS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex items-center gap-2 border-b-4 px-3 py-3 text-sm font-medium ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-700 hover:text-brand-800'}`
              }
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
