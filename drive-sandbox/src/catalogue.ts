// The sandbox's shop: about forty everyday French products, each sold in one pack size at one price.
// A list item is matched to a product by the words of its name (see `matchProduct`).

export type PackUnit = 'g' | 'ml' | 'piece';

export interface Product {
  id: string;
  /** Shelf label, e.g. 'Tomates grappe 500 g'. */
  label: string;
  /** Words (accent-, case- and plural-insensitive) an item name starts with to be this product. */
  match: string[];
  /** An item whose name also holds one of these words is some other product ('lait de coco'). */
  exclude?: string[];
  pack: { size: number; unit: PackUnit };
  priceCents: number;
  /** Weight of one piece, to sell a count of pieces by weight (3 oignons from a 1 kg net). */
  pieceGrams?: number;
  outOfStock?: boolean;
}

export const CATALOGUE: readonly Product[] = [
  {
    id: 'tomates-grappe',
    label: 'Tomates grappe 500 g',
    match: ['tomate', 'tomate grappe', 'tomate cerise'],
    exclude: ['concassee', 'pelee', 'coulis', 'sechee', 'concentre'],
    pack: { size: 500, unit: 'g' },
    priceCents: 249,
    pieceGrams: 120,
  },
  {
    id: 'tomates-concassees',
    label: 'Tomates concassées 400 g',
    match: ['tomate concassee', 'tomate pelee', 'coulis de tomate', 'pulpe de tomate'],
    pack: { size: 400, unit: 'g' },
    priceCents: 89,
  },
  {
    id: 'lait-demi-ecreme',
    label: 'Lait demi-écrémé 1 L',
    match: ['lait', 'lait demi ecreme', 'lait entier'],
    exclude: ['coco', 'amande', 'avoine', 'soja', 'riz', 'concentre', 'poudre', 'chevre', 'brebis'],
    pack: { size: 1000, unit: 'ml' },
    priceCents: 109,
  },
  {
    id: 'oignons-jaunes',
    label: 'Oignons jaunes 1 kg',
    match: ['oignon', 'oignon jaune'],
    exclude: ['rouge', 'nouveau', 'frit'],
    pack: { size: 1000, unit: 'g' },
    priceCents: 179,
    pieceGrams: 100,
  },
  {
    id: 'ail',
    label: 'Ail blanc 250 g',
    match: ['ail', 'gousse d ail'],
    exclude: ['semoule', 'poudre'],
    pack: { size: 250, unit: 'g' },
    priceCents: 199,
    pieceGrams: 5,
  },
  { id: 'carottes', label: 'Carottes 1 kg', match: ['carotte'], pack: { size: 1000, unit: 'g' }, priceCents: 129, pieceGrams: 100 },
  {
    id: 'pommes-de-terre',
    label: 'Pommes de terre 2,5 kg',
    match: ['pomme de terre'],
    pack: { size: 2500, unit: 'g' },
    priceCents: 299,
    pieceGrams: 150,
  },
  { id: 'courgettes', label: 'Courgettes 1 kg', match: ['courgette'], pack: { size: 1000, unit: 'g' }, priceCents: 249, pieceGrams: 250 },
  {
    id: 'poivrons-rouges',
    label: 'Poivrons rouges x3',
    match: ['poivron', 'poivron rouge'],
    pack: { size: 3, unit: 'piece' },
    priceCents: 239,
    pieceGrams: 180,
  },
  {
    id: 'laitue',
    label: 'Salade laitue (la pièce)',
    match: ['laitue', 'salade verte'],
    pack: { size: 1, unit: 'piece' },
    priceCents: 99,
    pieceGrams: 300,
  },
  {
    id: 'citrons',
    label: 'Citrons jaunes x4',
    match: ['citron', 'citron jaune'],
    exclude: ['vert', 'confit'],
    pack: { size: 4, unit: 'piece' },
    priceCents: 199,
    pieceGrams: 110,
  },
  {
    id: 'pommes-golden',
    label: 'Pommes Golden 1 kg',
    match: ['pomme', 'pomme golden'],
    exclude: ['terre', 'compote'],
    pack: { size: 1000, unit: 'g' },
    priceCents: 229,
    pieceGrams: 150,
  },
  { id: 'bananes', label: 'Bananes 1 kg', match: ['banane'], pack: { size: 1000, unit: 'g' }, priceCents: 189, pieceGrams: 120 },
  {
    id: 'basilic',
    label: 'Basilic frais 30 g',
    match: ['basilic', 'basilic frais'],
    pack: { size: 30, unit: 'g' },
    priceCents: 129,
    outOfStock: true,
  },
  { id: 'framboises', label: 'Framboises 125 g', match: ['framboise'], pack: { size: 125, unit: 'g' }, priceCents: 299, outOfStock: true },
  { id: 'persil', label: 'Persil plat 30 g', match: ['persil', 'persil plat'], pack: { size: 30, unit: 'g' }, priceCents: 99 },
  {
    id: 'oeufs',
    label: 'Œufs frais x12',
    match: ['oeuf', 'oeuf frais'],
    exclude: ['caille', 'chocolat'],
    pack: { size: 12, unit: 'piece' },
    priceCents: 319,
    pieceGrams: 55,
  },
  {
    id: 'beurre',
    label: 'Beurre doux 250 g',
    match: ['beurre', 'beurre doux'],
    exclude: ['cacahuete', 'karite'],
    pack: { size: 250, unit: 'g' },
    priceCents: 235,
  },
  {
    id: 'creme-fraiche',
    label: 'Crème fraîche épaisse 20 cl',
    match: ['creme fraiche', 'creme fraiche epaisse', 'creme liquide'],
    pack: { size: 200, unit: 'ml' },
    priceCents: 135,
  },
  {
    id: 'yaourts',
    label: 'Yaourts nature x4',
    match: ['yaourt', 'yaourt nature'],
    exclude: ['grec', 'soja'],
    pack: { size: 4, unit: 'piece' },
    priceCents: 115,
    pieceGrams: 125,
  },
  {
    id: 'emmental-rape',
    label: 'Emmental râpé 200 g',
    match: ['emmental', 'emmental rape', 'gruyere rape', 'fromage rape'],
    pack: { size: 200, unit: 'g' },
    priceCents: 205,
  },
  { id: 'parmesan', label: 'Parmesan 100 g', match: ['parmesan'], pack: { size: 100, unit: 'g' }, priceCents: 279 },
  {
    id: 'mozzarella',
    label: 'Mozzarella 125 g',
    match: ['mozzarella'],
    exclude: ['bufala'],
    pack: { size: 125, unit: 'g' },
    priceCents: 99,
    pieceGrams: 125,
  },
  { id: 'comte', label: 'Comté 200 g', match: ['comte'], pack: { size: 200, unit: 'g' }, priceCents: 389 },
  {
    id: 'spaghetti',
    label: 'Spaghetti 500 g',
    match: ['spaghetti', 'pate', 'penne', 'coquillette'],
    exclude: ['feuilletee', 'brisee', 'sablee', 'pizza', 'tartiner', 'amande', 'curry'],
    pack: { size: 500, unit: 'g' },
    priceCents: 95,
  },
  {
    id: 'riz-basmati',
    label: 'Riz basmati 1 kg',
    match: ['riz', 'riz basmati'],
    exclude: ['vinaigre', 'lait', 'galette', 'nouille', 'arborio', 'rond'],
    pack: { size: 1000, unit: 'g' },
    priceCents: 269,
  },
  {
    id: 'farine',
    label: 'Farine de blé T55 1 kg',
    match: ['farine', 'farine de ble'],
    exclude: ['sarrasin', 'pois', 'riz', 'mais', 'chataigne', 'coco'],
    pack: { size: 1000, unit: 'g' },
    priceCents: 89,
  },
  {
    id: 'sucre',
    label: 'Sucre en poudre 1 kg',
    match: ['sucre', 'sucre en poudre'],
    exclude: ['glace', 'vanille', 'roux', 'canne', 'coco', 'perle'],
    pack: { size: 1000, unit: 'g' },
    priceCents: 125,
  },
  {
    id: 'huile-olive',
    label: "Huile d'olive vierge extra 1 L",
    match: ['huile d olive'],
    pack: { size: 1000, unit: 'ml' },
    priceCents: 899,
  },
  {
    id: 'huile-tournesol',
    label: 'Huile de tournesol 1 L',
    match: ['huile', 'huile de tournesol', 'huile vegetale'],
    exclude: ['sesame', 'colza', 'noix', 'coco', 'arachide'],
    pack: { size: 1000, unit: 'ml' },
    priceCents: 239,
  },
  {
    id: 'sel',
    label: 'Sel fin 1 kg',
    match: ['sel', 'sel fin', 'sel et poivre'],
    exclude: ['celeri', 'nitrite'],
    pack: { size: 1000, unit: 'g' },
    priceCents: 55,
  },
  {
    id: 'poivre',
    label: 'Poivre noir moulu 50 g',
    match: ['poivre', 'poivre noir'],
    exclude: ['cayenne', 'sichuan', 'rose', 'vert'],
    pack: { size: 50, unit: 'g' },
    priceCents: 199,
  },
  {
    id: 'poulet',
    label: 'Filets de poulet 500 g',
    match: ['poulet', 'filet de poulet', 'blanc de poulet'],
    exclude: ['bouillon', 'cuisse', 'entier'],
    pack: { size: 500, unit: 'g' },
    priceCents: 649,
    pieceGrams: 150,
  },
  {
    id: 'boeuf-hache',
    label: 'Bœuf haché 5 % 500 g',
    match: ['boeuf hache', 'viande hachee'],
    pack: { size: 500, unit: 'g' },
    priceCents: 699,
  },
  { id: 'lardons', label: 'Lardons fumés 200 g', match: ['lardon', 'lardon fume'], pack: { size: 200, unit: 'g' }, priceCents: 219 },
  {
    id: 'jambon',
    label: 'Jambon blanc 4 tranches 160 g',
    match: ['jambon', 'jambon blanc'],
    exclude: ['cru', 'serrano', 'parme', 'bayonne'],
    pack: { size: 160, unit: 'g' },
    priceCents: 259,
    pieceGrams: 40,
  },
  {
    id: 'saumon',
    label: 'Pavés de saumon 2 x 125 g',
    match: ['saumon', 'pave de saumon', 'filet de saumon'],
    exclude: ['fume'],
    pack: { size: 250, unit: 'g' },
    priceCents: 749,
    pieceGrams: 125,
  },
  {
    id: 'thon',
    label: 'Thon au naturel 3 x 80 g',
    match: ['thon', 'thon au naturel'],
    exclude: ['frais', 'steak'],
    pack: { size: 240, unit: 'g' },
    priceCents: 399,
  },
  {
    id: 'lentilles',
    label: 'Lentilles vertes 500 g',
    match: ['lentille', 'lentille verte'],
    exclude: ['corail'],
    pack: { size: 500, unit: 'g' },
    priceCents: 179,
  },
  {
    id: 'pois-chiches',
    label: 'Pois chiches cuits 400 g',
    match: ['pois chiche'],
    exclude: ['farine'],
    pack: { size: 400, unit: 'g' },
    priceCents: 99,
  },
  { id: 'pain-de-mie', label: 'Pain de mie 500 g', match: ['pain de mie'], pack: { size: 500, unit: 'g' }, priceCents: 159 },
  {
    id: 'chocolat-noir',
    label: 'Chocolat noir 200 g',
    match: ['chocolat', 'chocolat noir'],
    exclude: ['lait', 'blanc', 'poudre'],
    pack: { size: 200, unit: 'g' },
    priceCents: 219,
  },
  {
    id: 'champignons',
    label: 'Champignons de Paris 250 g',
    match: ['champignon', 'champignon de paris'],
    exclude: ['shiitake', 'sec', 'seche', 'cepe', 'girolle'],
    pack: { size: 250, unit: 'g' },
    priceCents: 169,
    pieceGrams: 20,
  },
  { id: 'echalotes', label: 'Échalotes 250 g', match: ['echalote'], pack: { size: 250, unit: 'g' }, priceCents: 149, pieceGrams: 30 },
  { id: 'avocats', label: 'Avocats x2', match: ['avocat'], pack: { size: 2, unit: 'piece' }, priceCents: 249, pieceGrams: 200 },
  { id: 'fromage-blanc', label: 'Fromage blanc 500 g', match: ['fromage blanc'], pack: { size: 500, unit: 'g' }, priceCents: 159 },
  {
    id: 'moutarde',
    label: 'Moutarde de Dijon 210 g',
    match: ['moutarde', 'moutarde de dijon'],
    exclude: ['graine', 'ancienne'],
    pack: { size: 210, unit: 'g' },
    priceCents: 129,
  },
  {
    id: 'semoule',
    label: 'Semoule moyenne 500 g',
    match: ['semoule', 'semoule de couscous'],
    pack: { size: 500, unit: 'g' },
    priceCents: 119,
  },
  {
    id: 'bouillon-cubes',
    label: 'Bouillon de légumes 10 cubes',
    match: ['bouillon', 'bouillon de legume', 'cube de bouillon'],
    pack: { size: 10, unit: 'piece' },
    priceCents: 149,
  },
];

/** Lower case, no accents, 'œ' as 'oe', words separated by single spaces, each word singular. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && /[sx]$/.test(w) ? w.slice(0, -1) : w));
}

/**
 * The product an item name asks for: the one whose match phrase begins the name with the most words
 * (so 'tomates concassées' is not 'tomates'), unless the name holds one of its exclusions.
 */
export function matchProduct(name: string): Product | null {
  const ws = words(name);
  let best: { product: Product; length: number } | null = null;
  for (const product of CATALOGUE) {
    if (product.exclude?.some((x) => ws.includes(x))) continue;
    for (const phrase of product.match) {
      const pw = words(phrase);
      if (pw.length <= ws.length && pw.every((w, i) => ws[i] === w) && (!best || pw.length > best.length))
        best = { product, length: pw.length };
    }
  }
  return best?.product ?? null;
}

/**
 * How many packs cover `quantity` `unit` of the product. Weights and volumes are compared in g and
 * ml (1 g taken as 1 ml: crème, yaourt); a count of pieces (pièce, gousse, tranche) goes through the
 * product's piece weight. A measure the product cannot convert (a volume of stock for a box of
 * cubes) is one pack; a count of something else ('2 bouquets', '1 paquet') is that many packs.
 */
export function packsFor(product: Product, quantity: number, unit: string): number {
  const u = words(unit)[0] ?? '';
  const grams = u === 'kg' ? quantity * 1000 : u === 'g' ? quantity : null;
  const ml = u === 'l' ? quantity * 1000 : u === 'cl' ? quantity * 10 : u === 'ml' ? quantity : null;
  const pieces = ['piece', 'gousse', 'tranche', ''].includes(u) ? quantity : null;
  let amount: number | null = null;
  if (product.pack.unit === 'g') amount = grams ?? ml ?? (pieces !== null && product.pieceGrams ? pieces * product.pieceGrams : null);
  else if (product.pack.unit === 'ml') amount = ml ?? grams;
  else amount = pieces ?? (grams !== null && product.pieceGrams ? grams / product.pieceGrams : null);
  if (amount === null) return grams !== null || ml !== null ? 1 : Math.max(1, Math.ceil(quantity - 1e-9));
  return Math.max(1, Math.ceil(amount / product.pack.size - 1e-9));
}
