/**
 * A path with one parameter: called with a value it gives the link (the value URL-encoded);
 * `.pattern` is the route table's pattern, whose parameter name the page reads with useParams.
 */
function withParam<const P extends `/${string}/:${string}`>(pattern: P) {
  return Object.assign((value: string) => pattern.replace(/:[A-Za-z]+$/, encodeURIComponent(value)), { pattern });
}

// Every route of the app, declared once: the route table (routes.tsx) and every link are built from it.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  faq: '/faq',
  cgv: '/cgv',
  cgu: '/cgu',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  dashboard: '/dashboard',
  inspiration: '/inspirations-repas',
  /** Replace mode of the inspiration page: ?replace=true&day=..&mealType=..&weekPlanId=.. */
  inspirationReplace: '/inspiration-repas',
  weekMenu: '/menu-semaine',
  antiWaste: '/cuisiner-sans-gaspiller',
  rating: '/noter-recettes',
  mealPlan: withParam('/meal-plans/:id'),
  myRecipes: '/mes-recettes',
  /** The import form; also the share target's action (?title=..&text=..&url=..). */
  importRecipe: '/mes-recettes/importer',
  /**
   * The window the « Envoyer à Popote » bookmarklet opens, which receives the page by postMessage: served
   * without Cross-Origin-Opener-Policy so that it keeps its opener (web/public/_headers, docs/screens.md).
   */
  importFromPage: '/mes-recettes/importer/envoi',
  recipe: withParam('/recette/:recipeId'),
  shoppingList: withParam('/shopping-lists/:id'),
  listeCourses: withParam('/liste-courses/:id'),
  profile: '/profile',
  subscription: '/subscription',
  settings: '/settings',
  household: '/foyer',
  /** The page an invitation link opens (public: the guest may not have an account yet). */
  joinHousehold: withParam('/rejoindre/:code'),
} as const;

export const PUBLIC_PATHS = [
  paths.home,
  paths.login,
  paths.register,
  paths.faq,
  paths.cgv,
  paths.cgu,
  paths.legalNotice,
  paths.privacy,
] as const;
export const LOGIN_PATHS: readonly string[] = [paths.login, paths.register];

/**
 * A planned meal's recipe page: the recipe as that meal serves it (the week's people × the meal's
 * portion factor), GET /api/meals/recipe/:id with the same query.
 */
export function plannedRecipePath(recipeId: string, meal: { weekPlanId: string; day: string; mealType: string }): string {
  const query = new URLSearchParams({ weekPlanId: meal.weekPlanId, day: meal.day, mealType: meal.mealType });
  return `${paths.recipe(recipeId)}?${query.toString()}`;
}
