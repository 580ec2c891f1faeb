// Every French text of the anti-waste screen (screen, validation and error texts), in one place to review.
import { MESSAGES } from '@shared/messages';

export const ANTI_WASTE_TEXTS = {
  title: 'Cuisiner Sans Gaspiller',
  intro: 'Indiquez les ingrédients qui vous restent : nous vous proposons des recettes pour les utiliser.',
  ingredients: 'Vos ingrédients',
  search: 'Rechercher un ingrédient',
  searchPlaceholder: 'ex. : courgette',
  suggestions: 'Ingrédients correspondants',
  add: 'Ajouter',
  addNamed: (name: string) => `Ajouter ${name}`,
  custom: 'Ingrédient non listé',
  customPlaceholder: 'ex. : reste de poulet rôti',
  addCustom: "Ajouter l'ingrédient non listé",
  chosen: 'Ingrédients sélectionnés',
  pantry: 'Mes placards',
  pantryHint:
    'Ajoute les ingrédients comptés dans vos placards, les dates les plus proches d’abord ; les recettes qui en utilisent le plus passent en tête.',
  pantryAdded: (n: number) =>
    n === 0
      ? 'Les ingrédients de vos placards sont déjà sélectionnés'
      : n === 1
        ? '1 ingrédient de vos placards ajouté'
        : `${n} ingrédients de vos placards ajoutés`,
  remove: (name: string) => `Retirer ${name}`,
  none: 'Aucun ingrédient sélectionné',
  mealType: 'Type de repas',
  people: 'Nombre de personnes',
  peopleValue: (n: number) => `${n} personne${n > 1 ? 's' : ''}`,
  time: 'Temps de préparation maximum',
  minutes: (n: number) => `${n} min`,
  diets: 'Régimes alimentaires',
  submit: (n: number) => `Générer des recettes avec ${n} ingrédient(s)`,
  generating: 'Génération en cours...',
  atLeastOne: MESSAGES.atLeastOneIngredient,
  found: (n: number) => `${n} recette(s) trouvée(s) avec vos ingrédients`,
  noneFound: "Aucune recette trouvée avec cette combinaison d'ingrédients",
  noneFoundHint: "Essayez d'ajouter d'autres ingrédients, d'allonger le temps de préparation ou de retirer un régime alimentaire.",
  editCriteria: 'Modifier les critères',
  prepTime: 'Préparation',
  servings: 'Portions',
  used: 'Ingrédients utilisés',
  additional: 'Ingrédients à ajouter',
  save: 'Sauvegarder',
  saving: 'Sauvegarde...',
  saved: MESSAGES.recipeSaved,
  saveError: MESSAGES.recipeSaveError,
  view: 'Voir la recette',
  generationError: MESSAGES.recipesGenerationError,
} as const;
