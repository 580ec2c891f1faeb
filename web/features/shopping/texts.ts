// Every French text of the shopping-list screen (and its error texts), in one place to review.
import { MESSAGES } from '@shared/messages';
import { SHOPPING_MESSAGES } from '@shared/schemas/shopping';

const priceFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** A price the French way, as the list shows it: '23,45 €'. */
export const price = (amount: number) => priceFormat.format(amount);

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
  /** 'Échalotes — 3 (70 g)', 'Lait — 1 l': the detail (grams needed) in brackets after the quantity. */
  itemLabel: (name: string, quantity: number | string, unit: string, detail?: string) =>
    `${name} — ${quantity}${unit ? ` ${unit}` : ''}${detail ? ` (${detail})` : ''}`,
  quantityOf: (name: string) => `Quantité de ${name}`,
  /** Per item: the household has it already (the pantry learns it, the item moves to the pantry section). */
  have: 'J’ai déjà',
  haveLabel: (name: string) => `J’ai déjà : ${name}`,
  haveError: 'L’article n’a pas pu être rangé dans vos placards. Réessayez une fois connecté.',
  /** Prices: the drive's, per line, per aisle and for the list (docs/live-list.md « Packs and prices »). */
  estimatedTotal: (amount: number) => `Total estimé : ${price(amount)}`,
  unpriced: (names: readonly string[]) => `Sans prix : ${names.join(', ')}`,
  pricesUnavailable: 'Prix indisponibles',
  aisleSubtotal: (amount: number) => `Sous-total : ${price(amount)}`,
  /** « J'ai déjà » asks how much; empty is « assez » (a staple the household always has). */
  haveHowMuch: (name: string) => `Combien de ${name} avez-vous ?`,
  haveQuantity: 'Quantité (vide : assez)',
  haveUnit: 'Unité',
  haveEnough: 'assez',
  haveConfirm: 'Ranger dans mes placards',
  haveCancel: 'Annuler',
  /** After the quantity of an item the pantry reduced: « 250 g (vous en avez 500 g) ». */
  youHave: (quantity: string, unit: string) => `(vous en avez ${quantity} ${unit})`,
  /** Moves what was ticked into the pantry. */
  finish: 'Courses terminées',
  finishing: 'Rangement...',
  finishError: 'Vos achats n’ont pas pu être rangés dans vos placards. Réessayez une fois connecté.',
  /** Under a ticked item: the household member who ticked it. */
  tickedBy: (name: string) => `coché par ${name}`,
  /** Edit mode: the checkbox reads '{name} acheté'. */
  purchasedSuffix: ' acheté',
  quantityMin: SHOPPING_MESSAGES.quantityMin,
  saveError: 'La modification n’a pas pu être enregistrée sur cet appareil. Réessayez.',
  offline: 'Hors ligne — reconnexion en cours…',
  /** Changes made on this device that the server has not accepted yet. */
  pending: (n: number) => `${n} modification${n > 1 ? 's' : ''} en attente`,
  addTitle: 'Ajouter un article',
  addLabel: 'Article à ajouter',
  addHint: 'Un produit du catalogue ou ce que vous voulez : « liquide vaisselle »…',
  add: 'Ajouter',
  itemNameRequired: SHOPPING_MESSAGES.itemNameRequired,
  itemNameTooLong: SHOPPING_MESSAGES.itemNameTooLong,
  itemNameInvalid: SHOPPING_MESSAGES.itemNameInvalid,
  deleteItem: (name: string) => `Supprimer ${name}`,
  restoreItem: (name: string) => `Garder ${name}`,
  willBeDeleted: 'sera retiré de la liste',
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
  orderTotal: 'Total du panier',
  orderMissing: 'Produits non commandés',
  /** While the drive sandbox stands in for the shop (orderDetails.demo). */
  orderDemoBadge: 'mode démonstration',
  orderDemoNotice: "Commande de démonstration : aucun magasin réel ne l'a reçue.",
} as const;

/** Why a list item is not in the drive's basket. */
export const MISSING_REASON_LABELS: Record<string, string> = { unknown: 'introuvable au drive', out_of_stock: 'en rupture de stock' };

/** A price in euros the French way: '7,16 €'. */
export function euros(amount: number): string {
  return `${amount.toFixed(2).replace('.', ',')}\u00a0€`;
}

/** Order statuses shown in French. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  ready: 'Prête',
  cancelled: 'Annulée',
};
