// Every French text of the dashboard, in one place to review.
export const DASHBOARD_TEXTS = {
  greeting: (name: string) => `Bonjour ${name}`,
  fallbackTitle: 'Tableau de bord',
  intro: 'Votre semaine en un coup d’œil : menu, courses et idées de repas.',
  weekTitle: 'Mon menu de la semaine',
  weekRange: (start: string, end: string) => `Du ${start} au ${end}`,
  weekEmpty: 'Vous n’avez pas encore de menu pour cette semaine.',
  createMenu: 'Créer mon menu de la semaine',
  openPlan: 'Voir le plan de repas',
  noMealThatDay: 'Rien de prévu',
  loadingPlan: 'Chargement du menu...',
  shoppingTitle: 'Ma liste de courses',
  shoppingEmpty: 'Aucune liste de courses pour le moment. Générez-la depuis votre menu de la semaine.',
  shoppingCount: (remaining: number, total: number) =>
    remaining === 0
      ? `Tout est acheté (${total} article${total > 1 ? 's' : ''}).`
      : `${remaining} article${remaining > 1 ? 's' : ''} à acheter sur ${total}.`,
  openList: 'Voir la liste',
  orderDrive: 'Commander au drive',
  loadingList: 'Chargement de la liste...',
  suggestionsTitle: 'Idées pour votre foyer',
  suggestionsLoading: 'Recherche d’idées...',
  suggestionsError: 'Les idées de repas ne sont pas disponibles pour le moment.',
  suggestionsEmpty: 'Aucune idée pour le moment.',
  seeIdeas: 'Voir les idées',
  seeRecipe: 'Voir la recette',
  antiWasteTitle: 'Cuisiner sans gaspiller',
  antiWasteText: 'Dites-nous ce qu’il reste dans votre frigo : nous vous proposons des recettes pour tout utiliser.',
  antiWasteLink: 'Trouver des recettes anti-gaspi',
} as const;
