// The dish families the week planner keeps apart on a day (two quiches, two soups): a table of
// title words per family (FAMILIES) and the lookup of a recipe's family.
import { words, singular } from '../base/text';

/**
 * Dish families: two of them the same day is monotonous (two quiches, two soups). The first title word
 * that names a family decides ("Gratin de coquillettes" is a gratin, "Salade de pâtes" a salad).
 */
const FAMILY_WORDS: Record<string, string> = {};
const FAMILIES: Record<string, readonly string[]> = {
  soupe: ['soupe', 'veloute', 'potage', 'bouillon', 'gaspacho', 'minestrone', 'chowder', 'ramen', 'pho', 'bouillabaisse'],
  tarte: ['quiche', 'tarte', 'flammekueche', 'pissaladiere', 'tourte'],
  gratin: ['gratin', 'tartiflette', 'parmentier', 'hachis', 'moussaka', 'parmigiana'],
  salade: ['salade', 'taboule', 'panzanella', 'coleslaw'],
  bol: ['bowl', 'bol', 'poke', 'bun'],
  pates: [
    'pate',
    'spaghetti',
    'penne',
    'tagliatelle',
    'lasagne',
    'macaroni',
    'coquillette',
    'linguine',
    'fusilli',
    'gnocchi',
    'ravioli',
    'nouille',
    'udon',
    'pad',
    'mac',
  ],
  riz: ['riz', 'risotto', 'paella', 'biryani', 'jambalaya', 'nasi'],
  curry: ['curry', 'dal', 'korma', 'masala', 'colombo', 'keema'],
  oeufs: ['omelette', 'frittata', 'oeuf', 'shakshuka', 'huevo'],
  galette: ['taco', 'burrito', 'fajita', 'enchilada', 'quesadilla', 'wrap'],
  sandwich: ['burger', 'sandwich', 'croque', 'bagnat', 'jambon beurre', 'toast', 'tartine', 'bagel'],
  pizza: ['pizza', 'focaccia'],
  crepe: ['crepe', 'galette', 'pancake', 'gaufre', 'pain perdu'],
  couscous: ['couscous', 'tajine'],
  cereales: ['porridge', 'granola', 'muesli', 'oat', 'bircher'],
  gateau: ['cake', 'muffin', 'brioche', 'madeleine', 'bread'],
  chili: ['chili'],
  ragout: ['bourguignon', 'blanquette', 'navarin', 'daube', 'ragout', 'pot au'],
};
for (const [family, list] of Object.entries(FAMILIES)) for (const w of list) FAMILY_WORDS[w] = family;

/** The dish family of a recipe from its title words and dish type, null when none is recognised. */
export function dishFamily(title: string, dishType: string): string | null {
  if (dishType === 'Soupe') return 'soupe';
  const ws = words(title).map(singular);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const two = i + 1 < ws.length ? `${w} ${ws[i + 1]}` : '';
    const family = FAMILY_WORDS[two] ?? FAMILY_WORDS[w];
    if (family) return family;
  }
  return null;
}
