// Two oracles for the texts the kitchen rewrites, with tables of their own (nothing of the engine's
// catalogue names, genders or dish tables): the food words of a title and what each needs in the
// ingredient list, and the French errors a reader notices (agreement, elision, accents, articles).

/** Lower case, no accents, œ → oe, apostrophes as "'". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/[’]/g, "'")
    .toLowerCase();
}

const CHEESES =
  "fromage|feta|mozzarella|parmesan|emmental|comte|chevre|ricotta|reblochon|raclette|mascarpone|cheddar|gruyere|roquefort|burrata|halloumi|brie|camembert|mimolette|tomme|beaufort|cantal|gorgonzola|pecorino|manchego|munster|maroilles|brousse|faisselle|mont d'or|bleu|saint-nectaire|morbier|ossau";
const MEATS =
  'viande|boeuf|veau|porc|agneau|mouton|poulet|dinde|canard|magret|lapin|pintade|caille|saucisses?|chipolatas?|merguez|chorizo|jambon|lardons?|bacon|pancetta|coppa|lard|chair a saucisse|steak|hache|rumsteck|paleron|jarret|joue|gigot|confit|foie|rognons?|andouillette|boudin|coq|volaille|escalope|filet mignon|echine|cotes?|travers|rillettes|pate de campagne|speck|bresaola|poitrine';
const FISH =
  'poissons?|saumon|thon|cabillaud|colin|lieu noir|sole|rouget|sardines?|maquereaux?|truite|dorade|daurade|merlu|merlan|anchois|morue|haddock|lotte|bar|loup|raie|flétan|limande|tilapia|hareng|espadon|surimi|oeufs de lump|tarama|moules?|crevettes?|gambas|saint-jacques|noix de saint-jacques|calamars?|encornets?|seiches?|poulpe|huitres?|homard|langoustines?|crabe|fruits de mer|bulots?|palourdes?|coques';

/** A food word of a title (folded) and what the ingredient lines (folded names and ids) need for
 *  it to be true. First words are whole words; the requirement is any match in the lines. */
const TITLE_FOODS: [title: RegExp, lines: RegExp][] = [
  // Dishes made of eggs: an omelette of eggs, or of chickpea flour (the real vegan one).
  [/\bomelettes?\b/, /\boeufs?\b|pois chiche|pois-chiche/],
  [/\boeufs?\b(?! de lump)/, /\boeufs?\b|\bjaunes?\b|\bblancs?\b/],
  [/\bmimosa\b/, /\boeufs?\b/],
  [
    /\bcreme (brulee|caramel|anglaise|patissiere)\b|\bflan\b|\bcarbonara\b|\bfar breton\b|\bclafoutis\b|\bile flottante\b|\bsouffle\b/,
    /\boeufs?\b|\bjaunes?\b/,
  ],
  [/\bmeringuee?s?\b/, /\boeufs?\b|\bblancs?\b|aquafaba/],
  [/\bmayonnaise\b/, /mayonnaise|\boeufs?\b|\bjaunes?\b|aquafaba/],
  // Dairy.
  [
    /\bcremes?\b(?! (brulee|caramel|anglaise|patissiere|dessert|renversee|de (haricots?|marrons?|potiron|lentilles|pois|courge|legumes|chou)))/,
    /\bcreme/,
  ],
  [/\blait\b/, /\blait\b/],
  [/\byaourts?\b/, /yaourt/],
  [/\bskyr\b/, /skyr/],
  [/\bbeurre\b(?! d'(amande|arachide)| de cacahuete)/, /beurre/],
  [new RegExp(`\\b(${CHEESES})\\b`), new RegExp(`\\b(${CHEESES})`)],
  // Each cheese named is that cheese.
  ...[
    'feta',
    'mozzarella',
    'parmesan',
    'emmental',
    'chevre',
    'ricotta',
    'reblochon',
    'mascarpone',
    'cheddar',
    'gruyere',
    'roquefort',
    'burrata',
    'halloumi',
    'comte',
  ].map((c): [RegExp, RegExp] => [new RegExp(`\\b${c}\\b`), new RegExp(`\\b${c}`)]),
  // Meat, fish and seafood: the word itself, or any meat / fish for the generic words.
  [/\bviandes?\b/, new RegExp(`\\b(${MEATS})\\b`)],
  [/\bpoissons?\b|\bfruits de mer\b/, new RegExp(`\\b(${FISH})\\b`)],
  // Beef by its cuts.
  [
    /\bboeuf\b/,
    /\bboeuf|rumsteck|paleron|macreuse|bavette|entrecote|joue|jarret|gite|plat de cote|steak|hache|rosbif|faux-filet|onglet|basse cote|tournedos|boeuf/,
  ],
  ...MEATS.split('|')
    .filter(
      (w) =>
        ![
          'viande',
          'boeuf',
          'rillettes',
          'volaille',
          'hache',
          'cotes?',
          'joue',
          'confit',
          'foie',
          'escalope',
          'steak',
          'jarret',
          'coq',
          'poitrine',
          'lard',
          'filet mignon',
          'travers',
          'echine',
        ].includes(w),
    )
    .map((w): [RegExp, RegExp] => [new RegExp(`\\b${w}\\b`), new RegExp(`\\b${w}`)]),
  ...FISH.split('|')
    .filter((w) => !['poissons?', 'fruits de mer', 'bar', 'loup', 'sole', 'coques', 'noix de saint-jacques'].includes(w))
    .map((w): [RegExp, RegExp] => [new RegExp(`\\b${w}\\b`), new RegExp(`\\b${w}`)]),
  [/\bsole meuniere\b|\bfilets? de sole\b/, /\bsole\b/],
  // Soy, sesame, mustard, nuts, chocolate, honey, gluten foods, alcohol.
  [/\bsoja\b/, /soja/],
  [/\btofu\b/, /tofu/],
  [/\btamari\b/, /tamari/],
  [/\bmiso\b/, /miso/],
  [/\bsesame\b/, /sesame/],
  [/\btahini\b/, /tahini/],
  [/\bmoutarde\b/, /moutarde/],
  [/\bnoix\b(?! de (coco|cajou|saint-jacques|muscade))/, /\bnoix\b/],
  [/\bnoisettes?\b/, /noisette/],
  [/\bamandes?\b/, /amande/],
  [/\bpistaches?\b/, /pistache/],
  [/\bcajou\b/, /cajou/],
  [/\bpecan\b/, /pecan/],
  [/\bpignons?\b/, /pignon/],
  [/\bcacahuetes?\b/, /cacahuete/],
  [/\bpralin/, /pralin|noisette|amande/],
  [/\bchocolat\b/, /chocolat|cacao/],
  [/\bmiel\b/, /\bmiel\b/],
  [
    /\bpates\b/,
    /\bpates\b|spaghetti|penne|fusilli|coquillettes|tagliatelle|macaroni|linguine|farfalle|orzo|lasagne|nouilles|rigatoni|conchiglie/,
  ],
  [/\bpain\b(?! perdu| d'epices)/, /\bpain\b|baguette|brioche|bagel|tortilla|wrap/],
  [/\bsemoule\b/, /semoule/],
  [/\bboulgour\b/, /boulgour/],
  [/\bvin\b/, /\bvin\b/],
  [/\bbiere\b/, /biere/],
  [/\bcidre\b/, /cidre/],
  [/\brhum\b/, /rhum/],
];

/** Title words after "sans" are what the dish is without ("Quiche sans pâte"); "(version sans …)"
 *  is checked apart. */
function claimedPart(title: string): string {
  return fold(title)
    .replace(/\(version sans [^)]*\)/g, ' ')
    .replace(/\bsans [^,()]*?(?=\s(?:au|aux|a|et|avec)\s|[,()]|$)/g, ' ');
}

/** What a title claims that its lines do not hold ("chocolat" with no chocolate), and each
 *  « version sans X » whose X the title still names. */
export function titleLies(title: string, lines: readonly string[]): string[] {
  const claimed = claimedPart(title);
  const held = fold(lines.join(' ; '));
  const lies: string[] = [];
  for (const [word, need] of TITLE_FOODS) {
    const m = word.exec(claimed);
    if (m && !need.test(held)) lies.push(`« ${m[0]} » sans l'ingrédient`);
  }
  const without = /\(version sans ([^)]*)\)/.exec(fold(title));
  if (without) {
    const base = claimedPart(title.replace(/\s*\(version[^)]*\)\s*/g, ' '));
    for (const x of without[1]!.split(/ ni |, /)) {
      const head = x.split(/[\s-]/).find((w) => w.length >= 3 && !['des', 'les', 'aux'].includes(w));
      if (head && new RegExp(`\\b${head.replace(/s$/, '')}s?\\b`).test(base))
        lies.push(`« version sans ${x} » et « ${head} » dans le titre`);
    }
  }
  return [...new Set(lies)];
}

/** Nouns a cook always writes in the plural here: after "la", "le", "du", "au" they are an error. */
const PLURAL_NOUNS =
  'pousses|lentilles|graines|oeufs|œufs|carottes|tomates|oignons|pommes|champignons|haricots|lardons|crevettes|epinards|épinards|flocons|protéines|herbes|legumes|légumes|fruits|amandes|noisettes|olives|câpres|courgettes|poivrons|figues|dattes|raisins|pâtes|frites|échalotes|gousses|tranches|cubes|morceaux|feuilles|moules|lamelles|rondelles|dés|pignons|pistaches|cacahuètes|pois chiches|fèves|asperges|endives|poireaux|navets|brocolis|petits pois|chips|croûtons|biscuits|cerises|framboises|fraises|myrtilles|poires|abricots|pêches|prunes|pruneaux|bananes|clémentines|oranges|citrons|saucisses|chipolatas|filets|escalopes|cuisses|blancs|jaunes|steaks|boulettes|nouilles|spaghettis|tagliatelles|coquillettes';

/** The error table: each regex, on a text the kitchen wrote, is a mistake a French reader sees. */
export const FRENCH_ERRORS: [label: string, re: RegExp][] = [
  [
    'article singulier devant un pluriel',
    new RegExp(
      `(?:^|[\\s(])(?:[Ll]a|[Ll]e|[Dd]u|[Aa]u|[Dd]e la|[Àà] la|[Uu]n|[Uu]ne|[Cc]ette|[Cc]e) (?:${PLURAL_NOUNS})(?![\\p{L}-])`,
      'u',
    ),
  ],
  [
    'article pluriel devant un singulier',
    /(?:^|[\s(])(?:[Ll]es|[Dd]es|[Aa]ux) (?:crème|huile|farine|levure|sauce|tofu|lait|beurre|sucre|sel|fromage|semoule|purée|viande|volaille|mâche|roquette|ciboulette|menthe|coriandre|aquafaba|margarine|fécule|maïzena)\b(?! de \w+s\b)/,
  ],
  ['pas d’élision après « de »', /(?:^|[\s(])[Dd]e (?:[aeiouàâéèêîïôœ]|huile|herbe|hiver)/],
  ['pas d’élision après « le » / « la »', /(?:^|[\s(])[Ll][ae] (?:[aeiouàâéèêîïôœ]|huile|herbe)/],
  // Not the pronoun before a verb ("avant de le couper").
  ['« à le », « de le », « à les », « de les »', /(?:^|[\s(])(?:[àÀ]|[Dd]e) les? (?![\p{L}]*(?:er|ir|dre|tre|ire|aire)(?![\p{L}]))/u],
  [
    'accent manquant sur un nom du catalogue',
    /\b(?:chevre|creme|cremes|epinards?|pate|pates|puree|legumes?|feves?|fecule|cereales?|echalotes?|celeri|gruyere|mache|peches?|cafe|the vert|bechamel|pates feuilletee|emince|emincee)\b/i,
  ],
  ['« œuf » écrit « oeuf »', /\boeufs?\b/i],
  // "Ajoutez chèvre frais": a step's object takes its article (an adverb, a number or "sel et
  // poivre" may come first).
  [
    '« Ajoutez » sans article',
    /(?:^|[\s(])(?:Ajoutez|ajoutez|Incorporez|incorporez|Versez|versez|Disposez|disposez|Répartissez|répartissez) (?!(?:l['’]|d['’]|qu['’]|[0-9½¼]|\p{L}+ment(?!\p{L})|(?:le|la|les|du|de|des|un|une|en|y|à|au|aux|ensuite|alors|puis|petit|peu|tout|toute|tous|toutes|juste|encore|sel|poivre|quelques|chaque|leur|leurs|votre|vos|son|sa|ses|cette|ce|ces|cet|hors|si|selon|ensemble|aussitôt|dessus|par|sur|dans|autour|sous|entre|avec|deux|trois|quatre|cinq|six|moitié|assez|très|bien|aussi|goutte|zeste|tour|cuillerée|cuillère|bouillon|eau)(?!\p{L})))\p{L}/u,
  ],
  ['espace double', / {2}/],
  ['mot répété', /(?:^|[\s(])(de|le|la|les|du|des|et|à|au|aux|avec) \1(?![\p{L}])/iu],
  ['espace avant une virgule ou un point', / [,.](?!\d)/],
  ['parenthèse vide ou virgule en trop', /\(\s*\)|,\s*,|\(\s*,|,\s*\)/],
];

/** The French errors in one text, by label. */
export function frenchErrors(text: string): string[] {
  return FRENCH_ERRORS.filter(([, re]) => re.test(text)).map(([label]) => label);
}
