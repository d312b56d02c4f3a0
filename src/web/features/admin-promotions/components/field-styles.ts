/** Inputs and labels of the Promotions tab's forms (the same look as the other admin forms). */
export const inputClass =
  'block h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-invalid:border-red-600';
export const labelClass = 'block text-sm font-medium text-slate-800';
export const hintClass = 'mt-1 text-xs text-slate-500';
export const errorClass = 'mt-1 text-xs font-medium text-red-700';
