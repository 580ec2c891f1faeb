// Every French text of the meal-plan screen (and its error texts), in one place to review.
import { MESSAGES } from '@shared/messages';

export const MEAL_PLAN_TEXTS = {
  pageTitle: 'Plan de repas',
  title: (start: string, end: string) => `Plan du ${start} au ${end}`,
  loading: 'Chargement du plan de repas...',
  loadError: MESSAGES.mealPlanLoadError,
  notFound: MESSAGES.mealPlanNotFound,
  backToDashboard: 'Retour au tableau de bord',
  shoppingList: 'Voir la liste de courses',
  days: 'Jours du plan',
  noMeal: 'Aucun repas prévu ce jour-là.',
  markCooked: 'Marquer comme cuisiné',
  ratingLegend: (title: string) => `Note de « ${title} »`,
  yourRating: 'Votre note',
  comment: 'Votre commentaire',
  commentPlaceholder: 'Qu’avez-vous pensé de ce plat ?',
  saveComment: 'Enregistrer le commentaire',
  savingComment: 'Enregistrement...',
  commentSaved: MESSAGES.feedbackSaved,
  today: "(aujourd'hui)",
} as const;

/** 'petit-déjeuner' → 'Petit-déjeuner' (type headings of the meals). */
export function mealTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
