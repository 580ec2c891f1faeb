// The one look of form fields and cards (buttons: button.tsx).
export const inputClass =
  'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 aria-[invalid=true]:border-red-700';
export const labelClass = 'block text-sm font-semibold text-stone-800';
export const cardClass = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
