import { buttonClass } from './button';
import { inputClass } from './form-styles';

// Former names of the button and input looks, drawn by the one kit (button.tsx, form-styles.ts).
// Kept only while the household screens move to <Button>; nothing else imports them.
/** @deprecated Button / ButtonLink from button.tsx */
export const buttonStyles = {
  primary: buttonClass({ variant: 'primary' }),
  secondary: buttonClass({ variant: 'secondary' }),
  ghost: buttonClass({ variant: 'ghost' }),
  small: buttonClass({ variant: 'secondary', size: 'sm' }),
} as const;

/** @deprecated inputClass from form-styles.ts */
export const inputStyles = inputClass;
