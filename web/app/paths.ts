// Every route of the app, declared once.
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
  mealPlan: (id: string) => `/meal-plans/${encodeURIComponent(id)}`,
  myRecipes: '/mes-recettes',
  recipe: (id: string) => `/recette/${encodeURIComponent(id)}`,
  shoppingList: (id: string) => `/shopping-lists/${encodeURIComponent(id)}`,
  listeCourses: (id: string) => `/liste-courses/${encodeURIComponent(id)}`,
  profile: '/profile',
  subscription: '/subscription',
  settings: '/settings',
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
