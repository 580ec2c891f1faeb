import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ChefHat, ShoppingCart, UserRound, Search } from 'lucide-react';
import { paths } from '@web/app/paths';
import { useSession } from '@web/lib/session';
import { ButtonLink } from '../ui/button';
import { HeaderSearch } from './header-search';
import { CartBadge } from './cart-badge';

function UserMenu() {
  const { user, logout } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) {
    return (
      <ButtonLink to={paths.login} variant="primary">
        Se connecter
      </ButtonLink>
    );
  }
  const links = [
    { to: paths.dashboard, label: 'Accueil' },
    { to: paths.profile, label: 'Mon Profil' },
    { to: paths.household, label: 'Mon foyer' },
    { to: paths.myRecipes, label: 'Mes Recettes' },
    { to: paths.settings, label: 'Paramètres' },
  ];
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100"
      >
        <UserRound aria-hidden="true" className="h-5 w-5" />
        <span className="max-w-28 truncate">{user.name}</span>
        <span className="sr-only">(menu du compte)</span>
      </button>
      {open && (
        <nav
          id={menuId}
          aria-label="Menu du compte"
          className="absolute right-0 z-30 mt-2 w-52 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
              >
                Se déconnecter
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

export function Header() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <NavLink to={user ? paths.dashboard : paths.home} className="flex items-center gap-2 text-xl font-extrabold text-brand-700">
          <ChefHat aria-hidden="true" className="h-7 w-7" />
          <span>Popote</span>
        </NavLink>
        <div className="min-w-0 flex-1">{user ? <HeaderSearch /> : <HeaderSearchPlaceholder />}</div>
        {user && <CartBadge icon={<ShoppingCart aria-hidden="true" className="h-6 w-6" />} />}
        <UserMenu />
      </div>
    </header>
  );
}

/** Signed out: the box is still shown and sends to the login page, where search becomes possible. */
function HeaderSearchPlaceholder() {
  return (
    <form role="search" action={paths.login} className="relative hidden sm:block">
      <label htmlFor="header-search-anon" className="sr-only">
        Rechercher une recette
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-stone-500" />
      <input
        id="header-search-anon"
        type="search"
        placeholder="Rechercher une recette"
        className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 pl-9 pr-3 text-sm"
      />
    </form>
  );
}
