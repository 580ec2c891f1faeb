import { capitalize } from './text';
// Option lists (tiles, chips, selects) of the product, in one place for both sides.

export const REGISTRATION_GOALS = [
  'Perte de poids',
  'Booster ses performances',
  'Diminuer le stress pour élaborer les repas',
  'Mieux planifier ma semaine',
  'Faire des économies',
  'Découvrir des plats adaptés à mes goûts',
  'Privilégier une alimentation saine',
  'Adapter mes repas à un régime alimentaire/carences',
] as const;

/** Profile goals: eight options; the registration goals are the same household goals. */
export const PROFILE_GOALS = REGISTRATION_GOALS;

export const REGISTRATION_DIETS = ['Végétarien', 'Végan', 'Sans gluten', 'Sans lactose', 'Cétogène', 'Halal'] as const;

export const PROFILE_DIETS = [
  'Végétarien',
  'Végan',
  'Pescétarien',
  'Sans gluten',
  'Sans lactose',
  'Cétogène',
  'Low Carb',
  'Halal',
] as const;

export const ALLERGY_SUGGESTIONS = [
  'Lait',
  'Fromage',
  'Beurre',
  'Crème',
  'Yaourt',
  'Œufs',
  'Fruits à coque',
  'Noix',
  'Amandes',
  'Noisettes',
  'Pistaches',
  'Noix de cajou',
  'Noix de pécan',
  'Noix du Brésil',
  'Macadamia',
  'Cacahuètes',
  'Poisson',
  'Fruits de mer',
  'Crustacés',
  'Mollusques',
  'Soja',
  'Lupin',
  'Sésame',
  'Gluten',
  'Blé',
  'Seigle',
  'Orge',
  'Avoine',
  'Épeautre',
  'Kamut',
  'Sulfites',
  'Moutarde',
  'Tomates',
  'Fraises',
  'Kiwi',
  'Chocolat',
  'Agrumes',
  'Banane',
  'Cannelle',
] as const;

export const DISH_TYPE_OPTIONS = [
  'Apéritif',
  'Apéritif-dînatoire',
  'Cocktail',
  'Soupe',
  'Entrée',
  'Plat chaud',
  'Plat froid',
  'Dessert',
  'Goûter',
  'LunchBox',
] as const;

export const DISH_TYPE_BADGES = ['Entrée', 'Plat', 'Dessert', 'Goûter', 'Apéritif', 'Petit-déjeuner'] as const;

export const CUISINE_OPTIONS = ['Française', 'Italienne', 'Asiatique', 'Mexicaine', 'Indienne', 'Méditerranéenne', 'Américaine'] as const;

export const DIFFICULTY_OPTIONS = ['Facile', 'Moyenne', 'Difficile'] as const;

/** Suggestion level → badge text (1 Facile, 2 Moyen, 3 Difficile, otherwise 'Niveau ?'). */
export function levelLabel(level: unknown): string {
  if (level === 1) return 'Facile';
  if (level === 2) return 'Moyen';
  if (level === 3) return 'Difficile';
  return 'Niveau ?';
}

export const WEEK_MENU_DIETS = ['Végétarien', 'Vegan', 'Sans gluten', 'Sans lactose', 'Paleo', 'Keto'] as const;
export const ANTI_WASTE_DIETS = WEEK_MENU_DIETS;

export const BUDGETS = ['économique', 'moyen', 'premium'] as const;
export const WEEK_MEAL_TYPES = ['petit-déjeuner', 'déjeuner', 'dîner'] as const;
export const AVAILABLE_TIMES = ['Rapide (< 30min)', 'Moyen (30-60min)', 'Long (> 60min)'] as const;

export const ANTI_WASTE_MEAL_TYPES = [
  { value: '', label: 'Tous les types' },
  { value: 'petit-déjeuner', label: 'Petit-déjeuner' },
  { value: 'déjeuner', label: 'Déjeuner' },
  { value: 'dîner', label: 'Dîner' },
  { value: 'collation', label: 'Collation' },
  { value: 'dessert', label: 'Dessert' },
] as const;

/** A meal type's label (« Petit-déjeuner »), as the lists above spell it. */
export function mealTypeLabel(type: string): string {
  return ANTI_WASTE_MEAL_TYPES.find((t) => t.value === type)?.label ?? capitalize(type);
}

export const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

/** `label` names the service in the picker; `shop` names the shop in a sentence (« au drive Carrefour »). */
export const DRIVE_PROVIDERS = [
  { value: 'carrefour', label: 'Carrefour Drive', shop: 'Carrefour', enabled: true },
  { value: 'leclerc', label: 'Leclerc Drive', shop: 'Leclerc', enabled: false },
  { value: 'intermarche', label: 'Intermarché Drive', shop: 'Intermarché', enabled: false },
] as const;

/** Kitchen equipment groups of the profile: 16, 8, 8, 4 and 4 items. */
export const COOKING_EQUIPMENT = [
  'Plaques de cuisson',
  'Four traditionnel',
  'Four à micro-ondes',
  'Four vapeur',
  'Friteuse à air (Airfryer)',
  'Cuiseur à riz',
  'Autocuiseur (Cocotte-minute)',
  'Mijoteuse',
  'Plancha',
  'Barbecue',
  'Gaufrier',
  'Crêpière',
  'Appareil à raclette',
  'Grille-pain',
  'Wok',
  'Cocotte en fonte',
] as const;
export const MULTIFUNCTION_ROBOTS = [
  'Thermomix',
  'Monsieur Cuisine',
  'Cookeo',
  'Companion (Moulinex)',
  'KitchenAid Cook Processor',
  'Magimix Cook Expert',
  'Robot pâtissier',
  'Robot multifonction (hachoir, râpe)',
] as const;
export const BLENDING_EQUIPMENT = [
  'Mixeur plongeant',
  'Blender',
  'Blender chauffant (soupes)',
  'Hachoir électrique',
  'Batteur électrique',
  'Extracteur de jus',
  'Centrifugeuse',
  'Moulin à épices',
] as const;
export const COLD_STORAGE_EQUIPMENT = ['Réfrigérateur', 'Congélateur', 'Cave à vin', 'Machine sous vide'] as const;
export const BAKING_EQUIPMENT = ['Moules à gâteau', 'Moules à tarte', 'Moules à muffins', 'Machine à pain'] as const;

/** Client-side fallback when GET /api/common-ingredients fails (15 common foods, so the pickers still work). */
export const COMMON_INGREDIENTS_FALLBACK = [
  'Tomates',
  'Oignons',
  'Ail',
  'Pommes de terre',
  'Carottes',
  'Courgettes',
  'Poivrons',
  'Œufs',
  'Lait',
  'Fromage',
  'Riz',
  'Pâtes',
  'Poulet',
  'Beurre',
  'Farine',
] as const;
