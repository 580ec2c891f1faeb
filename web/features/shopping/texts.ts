// Every French text of the shopping-list screen (spec §2 "Shopping list", §4, §8), in one place to review.
import { MESSAGES } from '@shared/messages';
import { SHOPPING_MESSAGES } from '@shared/schemas/shopping';

export const SHOPPING_TEXTS = {
  title: 'Liste de courses',
  loading: 'Chargement de la liste de courses...',
  loadError: MESSAGES.shoppingListLoadError,
  notFound: MESSAGES.shoppingListNotFound,
  backToPlan: 'Retour au plan de repas',
  backToDashboard: 'Retour au tableau de bord',
  edit: 'Modifier',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  cancel: 'Annuler',
  total: (n: number) => `${n} article${n > 1 ? 's' : ''} au total`,
  purchased: (n: number) => `${n} acheté${n > 1 ? 's' : ''}`,
  empty: 'Cette liste de courses est vide.',
  itemLabel: (name: string, quantity: number | string, unit: string) => `${name} — ${quantity}${unit ? ` ${unit}` : ''}`,
  quantityOf: (name: string) => `Quantité de ${name}`,
  /** Edit mode: the checkbox reads '{name} acheté'. */
  purchasedSuffix: ' acheté',
  quantityMin: SHOPPING_MESSAGES.quantityMin,
  saveError: 'La liste de courses n’a pas pu être enregistrée. Réessayez.',
  offline: 'Hors ligne — reconnexion en cours…',
  // Drive
  driveTitle: 'Commander au drive',
  driveProvider: 'Drive',
  comingSoon: 'Bientôt disponible',
  order: 'Commander',
  ordering: 'Commande en cours...',
  orderSuccess: MESSAGES.driveOrderSuccess,
  orderError: MESSAGES.driveOrderError,
  premiumOnly: MESSAGES.premiumOnly,
  orderSummary: 'Commande envoyée',
  orderProvider: 'Drive',
  orderStatus: 'Statut',
  orderDate: 'Date',
  orderId: 'Numéro de commande',
} as const;

/** Order statuses shown in French. */
export const ORDER_STATUS_LABELS: Record<string, string> = { pending: 'En attente', confirmed: 'Confirmée', ready: 'Prête', cancelled: 'Annulée' };
