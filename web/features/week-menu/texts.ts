// Every French text of the week-menu screen (and its error texts), in one place to review.
import { MESSAGES } from '@shared/messages';

export const WEEK_MENU_TEXTS = {
  title: 'Menu de la semaine',
  steps: ['Préférences générales', 'Contraintes quotidiennes', 'Confirmation', 'Votre menu'] as const,
  stepOf: (step: number, total: number) => `Étape ${step} sur ${total}`,
  next: 'Suivant',
  previous: 'Précédent',
  generate: 'Générer le menu',
  generating: 'Génération en cours...',
  editPreferences: 'Modifier les préférences',
  regenerate: 'Régénérer',
  save: 'Enregistrer le menu',
  saving: 'Enregistrement...',
  saved: 'Menu enregistré.',
  openMealPlan: 'Voir le plan de repas',
  shoppingList: 'Générer la liste de courses',
  shoppingListPending: 'Création de la liste...',
  replace: 'Remplacer',
  leftovers: 'Restes : cuisiner une fois, manger deux fois',
  leftoversHint: 'Le dîner est servi à nouveau au déjeuner du lendemain.',
  leftover: 'Restes du dîner de la veille',
  noMealType: 'Choisissez au moins un type de repas pour continuer.',
  noMeal: 'Aucun repas prévu ce jour-là.',
  loadingPlan: 'Chargement du menu...',
  planNotFound: 'Ce menu est introuvable. Créez-en un nouveau.',
  favoriteAdded: (dish: string) => `« ${dish} » ajouté à vos plats préférés.`,
  none: 'Aucun',
  people: (n: number) => `${n} personne${n > 1 ? 's' : ''}`,
  mealsPerDay: (n: number) => `${n} repas par jour`,
  minutes: (n: number) => `${n} min`,
  // Labels
  budget: 'Budget',
  familySize: 'Taille du foyer',
  mealTypes: 'Types de repas',
  diets: 'Régimes alimentaires',
  cuisines: 'Cuisines préférées',
  favoriteDishes: 'Plats préférés',
  favoriteDishInput: 'Ajouter un plat préféré',
  favoriteDishPlaceholder: 'ex. : lasagnes',
  addFavorite: 'Ajouter ce plat préféré',
  otherCuisine: 'Une autre cuisine',
  addCuisine: 'Ajouter cette cuisine',
  dislikedIngredients: "Ingrédients que vous n'aimez pas",
  dislikedHint: 'Séparez-les par des virgules, par exemple : céleri, olives, coriandre',
  availableTime: 'Temps disponible',
  specificPreference: 'Préférence particulière',
  specificPreferencePlaceholder: 'ex. : soirée pizza, repas léger',
  skipMeals: 'Repas à sauter',
  dailyConstraints: 'Contraintes par jour',
  dailyIntro: 'Pour chaque jour, indiquez le temps dont vous disposez et les repas à ne pas prévoir.',
  summaryIntro: 'Vérifiez vos préférences avant de générer le menu.',
  resultIntro: 'Voici les repas proposés pour votre semaine.',
  skipped: (meals: string) => `sans ${meals}`,
  // Errors (contractual texts, to the letter)
  generationError: MESSAGES.menuGenerationError,
  generationNotOk: MESSAGES.menuGenerationNotOk,
  saveError: MESSAGES.menuSaveError,
  shoppingListError: MESSAGES.shoppingListGenerationError,
} as const;

export const BUDGET_LABELS: Record<string, string> = { économique: 'Économique', moyen: 'Moyen', premium: 'Premium' };

/** 'petit-déjeuner' → 'Petit-déjeuner'. */
export function mealTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
