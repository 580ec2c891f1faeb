// Button looks shared by the screens (Tailwind class strings, so links and buttons can look alike).
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`,
  secondary: `${base} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:hover:bg-white`,
  ghost: `${base} text-stone-800 hover:bg-stone-100`,
  small:
    'inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60',
} as const;

export const inputStyles =
  'w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 sm:text-sm';
