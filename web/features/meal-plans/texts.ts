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
  calendar: {
    open: 'Ajouter à mon agenda',
    title: 'Mes repas dans mon agenda',
    intro:
      'Abonnez votre agenda à vos repas : chaque repas prévu y apparaît à son heure (petit-déjeuner 8 h, déjeuner 12 h 30, dîner 19 h 30), avec le lien vers sa recette. L’agenda se met à jour tout seul quand le plan change.',
    loading: 'Préparation du lien...',
    loadError: 'Impossible d’obtenir le lien de votre agenda. Réessayez.',
    subscribe: 'S’abonner dans mon agenda',
    subscribeHelp: 'Ouvre votre application d’agenda (Calendrier d’Apple, Outlook, Thunderbird...) sur ce téléphone ou cet ordinateur.',
    address: 'Adresse de l’agenda',
    addressHelp: 'Pour Google Agenda et les autres : « Ajouter un agenda » puis « À partir de l’URL », et collez cette adresse.',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    copyFailed: 'Copie impossible : sélectionnez l’adresse et copiez-la.',
    private: 'Ce lien est personnel : toute personne qui l’a peut voir les repas du foyer (seulement les plats et leurs heures).',
    rotate: 'Changer le lien',
    rotating: 'Changement du lien...',
    rotateHelp: 'L’ancien lien cesse aussitôt de fonctionner : abonnez de nouveau vos agendas avec le nouveau.',
    rotateError: 'Le lien n’a pas pu être changé. Réessayez.',
  },
} as const;

/** 'petit-déjeuner' → 'Petit-déjeuner' (type headings of the meals). */
export function mealTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
