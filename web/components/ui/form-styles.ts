// Tailwind classes shared by the accounts screens (auth and account features).
export const inputClass =
  'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 aria-[invalid=true]:border-red-700';
export const labelClass = 'block text-sm font-semibold text-stone-800';
export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 disabled:text-stone-900';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-stone-400 bg-white px-5 py-3 text-base font-semibold text-stone-800 transition-colors hover:border-brand-700 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-red-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-stone-400 disabled:text-stone-900';
export const cardClass = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
