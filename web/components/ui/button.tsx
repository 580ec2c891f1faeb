import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

// The app's one button look: every button, and every link drawn as a button, goes through buttonClass.
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';
type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:hover:bg-brand-700',
  secondary:
    'border border-stone-400 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800 disabled:hover:border-stone-400 disabled:hover:text-stone-800',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:hover:bg-red-700',
  ghost: 'text-stone-800 hover:bg-stone-100 disabled:hover:bg-transparent',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'px-2.5 py-1 text-xs',
  md: 'px-4 py-2 text-sm',
  // The account forms' main actions: a larger touch target.
  lg: 'px-5 py-3 text-base',
};

/** The class string of the button look, for the rare element that is neither a Button nor a ButtonLink. */
export function buttonClass({ variant = 'primary', size = 'md', className }: Look = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

/** A <button> with the app's look. `type` is passed as given (a button in a form submits unless told otherwise). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, className, ...props }, ref) {
  return <button ref={ref} className={buttonClass({ variant, size, className })} {...props} />;
});

/** A router link drawn as a button (navigation stays a link for assistive technologies). */
export const ButtonLink = forwardRef<HTMLAnchorElement, LinkProps & Look>(function ButtonLink({ variant, size, className, ...props }, ref) {
  return <Link ref={ref} className={buttonClass({ variant, size, className })} {...props} />;
});
