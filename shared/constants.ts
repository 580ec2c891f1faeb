// Business constants, defaults, formats and input limits, in one place for both sides.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const LIST_MAX_ENTRIES = 50;
export const TAG_MAX_LENGTH = 60;
export const COMMENT_MAX_LENGTH = 2000;
/** A question typed in the recipe page's question box: a sentence, not a document. */
export const QUESTION_MAX_LENGTH = 500;
export const BODY_MAX_BYTES = 100 * 1024;

export const REGISTRATION_STEPS = 5;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const MIN_PEOPLE = 1;

export const AUTOCOMPLETE_MAX = 10;
export const PEOPLE_MIN = 1;
export const PEOPLE_MAX = 10;
export const ANTI_WASTE_TIME = { min: 10, max: 120, step: 5 } as const;
export const PREPARATION_TIME = { min: 10, max: 120, step: 5, default: 30 } as const;
export const BAKING_TIME = { min: 0, max: 120, step: 6, default: 30 } as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const LEVELS = [1, 2, 3] as const;

export const WEEK_MENU_DEFAULTS = {
  budget: 'moyen',
  familySize: 2,
  mealsPerDay: 2,
  mealTypes: ['déjeuner', 'dîner'],
  availableTime: 'Moyen (30-60min)',
} as const;
export const DEFAULT_DRIVE_PROVIDER = 'carrefour';
export const DEFAULT_COUNTRY = 'France';

export const FREE_PRICE_EUROS = 0;
export const FREE_MEALS_PER_WEEK = 3;
export const PREMIUM_PRICE_EUROS = 9.99;
export const PREMIUM_PRICE_LABEL = '9,99 €';
export const PREMIUM_COMMITMENT_MONTHS = 1;
export const SUBSCRIPTION_SIMULATED_DELAY_MS = 1500;
export const WITHDRAWAL_DAYS = 14;
export const REFUND_DAYS = 14;
export const PRICE_CHANGE_NOTICE_DAYS = 30;

export const RETENTION = { accountYears: 3, ordersYears: 10, browsingMonths: 13 } as const;
export const LEGAL_UPDATED_AT = '22 avril 2025';
export const PROFILE_SUCCESS_MS = 3000;

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PBKDF2_ITERATIONS = 100_000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const STORAGE_KEYS = {
  user: 'user',
  lastFormData: 'lastFormData',
  lastSuggestions: 'lastSuggestions',
  lastParameters: 'lastParameters',
} as const;

export const TIME_ZONE = 'Europe/Paris';
