import type { RecipeData } from '../../vocabulary';

// Vegan main courses, soups and breakfasts: no meat, fish, egg, dairy or honey in any ingredient.
export const veganMains: RecipeData[] = [
  // ───────────── Plats chauds d'automne et d'hiver ─────────────
  {
    id: 'dahl-de-lentilles-blondes-a-la-butternut',
    title: 'Dahl de lentilles blondes à la butternut',
    description:
      "Des lentilles blondes et des dés de courge butternut mijotés au lait de coco avec gingembre, curcuma et garam masala : un dahl doux et nourrissant pour les soirs d'automne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'lentilles-blondes', quantity: 250, unit: 'g' },
      { id: 'courge-butternut', quantity: 600, unit: 'g', note: 'pelée, en dés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'huile-de-colza', quantity: 2, unit: 'c. à soupe' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'eau', quantity: 60, unit: 'cl' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Rincez les lentilles. Épluchez la butternut et coupez-la en dés de 2 cm. Émincez l'oignon, hachez l'ail et râpez le gingembre.",
      },
      {
        time: 5,
        explanation:
          "Faites revenir l'oignon 5 min dans l'huile dans une cocotte, puis ajoutez l'ail, le gingembre, le curcuma et le garam masala et remuez 1 minute.",
      },
      {
        time: 30,
        explanation:
          "Ajoutez les lentilles, la courge, le lait de coco et l'eau. Salez, portez à ébullition puis laissez mijoter 30 min à couvert en remuant de temps en temps, jusqu'à ce que les lentilles soient fondantes.",
        tips: "Ajoutez un peu d'eau si le dahl épaissit trop : il doit rester nappant.",
      },
      {
        time: 3,
        explanation:
          "Écrasez grossièrement une partie de la courge à la cuillère, rectifiez l'assaisonnement et parsemez de coriandre ciselée.",
      },
    ],
    variantSuggestions: [
      'Avec du potimarron à la place de la butternut',
      'Avec des épinards ajoutés en fin de cuisson',
      'Plus relevé avec un piment',
    ],
    improvementSuggestions: ["Faites griller quelques graines de cumin dans l'huile avant l'oignon pour plus de parfum."],
    sideDishSuggestions: ['Riz basmati', 'Naans'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'batch cooking', 'réconfortant'],
  },
  {
    id: 'curry-de-patate-douce-aux-pois-chiches-et-epinards',
    title: 'Curry de patate douce aux pois chiches et épinards',
    description:
      'Patate douce fondante, pois chiches et jeunes épinards dans une sauce tomate-coco épicée : un curry complet prêt en 40 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'patate-douce', quantity: 2, unit: 'pièce' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'pousses-d-epinard', quantity: 100, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 10, unit: 'g' },
      { id: 'curry', quantity: 2, unit: 'c. à café' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation: "Épluchez les patates douces et coupez-les en cubes de 2 cm. Émincez l'oignon, hachez l'ail et le gingembre.",
      },
      {
        time: 6,
        explanation:
          "Faites revenir l'oignon 4 min dans l'huile, ajoutez l'ail, le gingembre et le curry et faites revenir 1 minute en remuant.",
      },
      {
        time: 20,
        explanation:
          "Ajoutez la patate douce, les tomates concassées et le lait de coco, salez et laissez mijoter 20 min à couvert, jusqu'à ce que la patate douce soit tendre.",
      },
      {
        time: 4,
        explanation:
          "Ajoutez les pois chiches égouttés et les pousses d'épinard, laissez chauffer 3 à 4 minutes jusqu'à ce que les épinards tombent, puis servez.",
      },
    ],
    variantSuggestions: [
      'Avec des lentilles corail à la place des pois chiches',
      'Avec du chou kale',
      'Plus doux sans gingembre pour les enfants',
    ],
    improvementSuggestions: ['Un trait de jus de citron vert au moment de servir réveille la sauce.'],
    sideDishSuggestions: ['Riz basmati', 'Quinoa'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'rapide', 'familial'],
  },
  {
    id: 'chili-aux-haricots-noirs-et-patate-douce',
    title: 'Chili aux haricots noirs et patate douce',
    description:
      'Un chili sans viande épais et fumé : haricots noirs, patate douce, poivron et maïs mijotés à la tomate avec cumin et paprika fumé.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'haricots-noirs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'patate-douce', quantity: 1, unit: 'pièce' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'mais-doux', quantity: 140, unit: 'g', note: 'égoutté' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Épluchez la patate douce et coupez-la en petits dés. Épépinez le poivron et coupez-le en dés, émincez l'oignon et hachez l'ail.",
      },
      {
        time: 7,
        explanation:
          "Dans une cocotte, faites revenir l'oignon et le poivron 5 min dans l'huile d'olive, puis ajoutez l'ail, le cumin, le paprika fumé et le piment de Cayenne et remuez 1 minute.",
      },
      {
        time: 25,
        explanation: "Ajoutez la patate douce, les tomates concassées et un demi-verre d'eau, salez et laissez mijoter 25 min à couvert.",
      },
      {
        time: 8,
        explanation:
          'Ajoutez les haricots noirs rincés et le maïs, laissez mijoter encore 8 min à découvert pour épaissir, puis parsemez de coriandre ciselée.',
        tips: 'Le chili est encore meilleur réchauffé le lendemain.',
      },
    ],
    variantSuggestions: ['Avec des haricots rouges', 'Avec du potiron à la place de la patate douce', 'En garniture de tacos de maïs'],
    improvementSuggestions: ["Servez avec des dés d'avocat et un quartier de citron vert."],
    sideDishSuggestions: ['Riz blanc', 'Tortillas de maïs', 'Guacamole'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'batch cooking', 'congélation'],
  },
  {
    id: 'lentilles-vertes-mijotees-aux-carottes-et-panais',
    title: 'Lentilles vertes mijotées aux carottes et panais',
    description:
      "Des lentilles vertes cuites à petit feu avec carottes, panais, oignon et bouquet garni, relevées d'une pointe de moutarde : le plat du quotidien de l'hiver, sans viande.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'lentilles-vertes', quantity: 300, unit: 'g' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'panais', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'moutarde-a-l-ancienne', quantity: 1, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Rincez les lentilles. Épluchez les carottes et les panais et coupez-les en rondelles épaisses. Émincez l'oignon et écrasez la gousse d'ail.",
      },
      { time: 5, explanation: "Faites revenir l'oignon 5 min dans 1 cuillerée d'huile d'olive dans une cocotte." },
      {
        time: 30,
        explanation:
          "Ajoutez les lentilles, les carottes, les panais, l'ail et le bouquet garni, couvrez largement d'eau froide et laissez cuire 30 min à frémissement. Salez en fin de cuisson seulement.",
        tips: 'Saler les lentilles au début durcit leur peau.',
      },
      {
        time: 3,
        explanation:
          "Égouttez en gardant un peu de jus de cuisson, retirez le bouquet garni et mélangez avec la moutarde, le reste d'huile, le poivre et un filet de jus.",
      },
      { time: 2, explanation: 'Parsemez de persil haché et servez bien chaud.' },
    ],
    variantSuggestions: ['Avec du céleri-rave', 'Avec des dés de tofu fumé poêlés', 'En salade tiède avec une vinaigrette'],
    improvementSuggestions: ["Ajoutez un clou de girofle piqué dans l'oignon pour un goût plus traditionnel."],
    sideDishSuggestions: ['Pain de campagne', 'Salade verte'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'économique', 'batch cooking'],
  },
  {
    id: 'gratin-de-butternut-aux-pois-chiches-et-a-la-sauge',
    title: 'Gratin de butternut aux pois chiches et à la sauge',
    description:
      "Des tranches de butternut et des pois chiches nappés de crème de soja parfumée à la sauge et à l'ail, gratinés sous une couche de noisettes concassées.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'courge-butternut', quantity: 1, unit: 'pièce' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'creme-de-soja', quantity: 25, unit: 'cl' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'sauge', quantity: 6, unit: 'g', note: 'une dizaine de feuilles' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'noisette', quantity: 40, unit: 'g' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation: 'Préchauffez le four à 190 °C. Épluchez la butternut, retirez les graines et coupez-la en tranches de 5 mm.',
      },
      { time: 5, explanation: "Mélangez la crème de soja avec l'ail pressé, la sauge ciselée, la muscade, le sel et le poivre." },
      {
        time: 5,
        explanation:
          "Huilez un plat à gratin, alternez les tranches de courge et les pois chiches, puis versez la crème parfumée par-dessus. Parsemez de noisettes concassées et arrosez du reste d'huile.",
      },
      {
        time: 40,
        explanation: "Enfournez 40 min, jusqu'à ce que la courge soit tendre sous la pointe d'un couteau et le dessus doré.",
        tips: "Couvrez d'une feuille de papier cuisson à mi-cuisson si les noisettes colorent trop vite.",
      },
    ],
    variantSuggestions: ['Avec du potimarron, sans l’éplucher', 'Avec des haricots blancs', 'Avec des pommes de terre pour moitié'],
    improvementSuggestions: ['Ajoutez une cuillerée de moutarde à la crème pour relever le gratin.'],
    sideDishSuggestions: ['Salade de mâche', 'Riz complet'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'gratiné', 'réconfortant'],
  },
  {
    id: 'poelee-de-tempeh-aux-champignons-et-choux-de-bruxelles',
    title: 'Poêlée de tempeh aux champignons et choux de Bruxelles',
    description:
      "Des choux de Bruxelles dorés à la poêle avec champignons, échalote et cubes de tempeh croustillants, déglacés au tamari et au sirop d'érable.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'tempeh', quantity: 300, unit: 'g' },
      { id: 'chou-de-bruxelles', quantity: 500, unit: 'g' },
      { id: 'champignon-de-paris', quantity: 250, unit: 'g' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 3, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Parez les choux de Bruxelles et coupez-les en deux. Émincez les champignons et les échalotes, coupez le tempeh en cubes de 1,5 cm.',
      },
      {
        time: 8,
        explanation: "Faites blanchir les choux 6 min à l'eau bouillante salée, puis égouttez-les bien.",
        tips: 'Le blanchiment leur enlève leur amertume et raccourcit la cuisson à la poêle.',
      },
      { time: 8, explanation: "Faites dorer le tempeh 6 à 8 min dans 1 cuillerée d'huile en le retournant, puis réservez-le." },
      {
        time: 8,
        explanation:
          "Dans la même poêle, faites sauter les choux, les champignons et les échalotes 8 min à feu vif avec le reste d'huile et le thym.",
      },
      { time: 2, explanation: "Remettez le tempeh, versez le tamari et le sirop d'érable, poivrez et remuez 1 minute pour bien enrober." },
    ],
    variantSuggestions: ['Avec du tofu fumé à la place du tempeh', 'Avec des châtaignes cuites', 'Avec des pommes de terre sautées'],
    improvementSuggestions: ['Parsemez de noix concassées pour le croquant.'],
    sideDishSuggestions: ['Riz complet', 'Purée de patates douces', 'Quinoa'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'rapide', 'protéiné'],
  },
  {
    id: 'galettes-de-sarrasin-aux-poireaux-et-champignons',
    title: 'Galettes de sarrasin aux poireaux et champignons',
    description:
      "Des galettes bretonnes à la pure farine de sarrasin, sans œuf, garnies d'une fondue de poireaux à la crème de soja, de champignons poêlés et de haricots blancs.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'farine-de-sarrasin', quantity: 250, unit: 'g' },
      { id: 'eau', quantity: 60, unit: 'cl', note: 'bien froide' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'champignon-de-paris', quantity: 250, unit: 'g' },
      { id: 'haricots-blancs', quantity: 250, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'creme-de-soja', quantity: 15, unit: 'cl' },
      { id: 'huile-de-colza', quantity: 4, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Versez la farine de sarrasin dans un saladier avec 2 pincées de sel, puis incorporez l'eau froide petit à petit en fouettant jusqu'à obtenir une pâte lisse et fluide. Laissez reposer pendant la préparation de la garniture.",
        tips: 'Une pâte reposée au moins 1 heure, ou la nuit au frais, donne des galettes plus souples.',
      },
      {
        time: 15,
        explanation:
          "Émincez les poireaux, rincez-les et faites-les fondre 12 min à couvert dans 1 cuillerée d'huile. Ajoutez la crème de soja, les haricots blancs, la muscade, le sel restant et le poivre, et laissez réduire 3 minutes.",
      },
      { time: 8, explanation: "Émincez les champignons et faites-les dorer 6 min à feu vif dans 1 cuillerée d'huile." },
      {
        time: 28,
        explanation:
          "Faites chauffer une grande poêle huilée au papier absorbant, versez une louche de pâte et étalez-la en tournant la poêle. Retournez la galette après 2 min, garnissez d'un quart des poireaux et des champignons, rabattez les bords et laissez 2 min de plus. Faites ainsi 8 galettes (2 par personne).",
      },
    ],
    variantSuggestions: ['Avec des épinards à la crème de soja', 'Avec du tofu fumé émietté', 'Avec des oignons confits et des pommes'],
    improvementSuggestions: ["Remplacez 10 cl d'eau par de l'eau gazeuse pour des galettes plus légères et plus croustillantes."],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'printemps', 'breton', 'crêpes'],
  },
  {
    id: 'bourguignon-de-seitan-aux-champignons',
    title: 'Bourguignon de seitan aux champignons',
    description:
      'Le grand classique mijoté au vin rouge version végétale : seitan, champignons, carottes et petits oignons dans une sauce brune bien nappante.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 60,
    servings: 4,
    ingredients: [
      { id: 'seitan', quantity: 400, unit: 'g' },
      { id: 'champignon-de-paris', quantity: 300, unit: 'g' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'vin-rouge', quantity: 50, unit: 'cl' },
      { id: 'bouillon-de-legumes', quantity: 20, unit: 'cl' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'farine-de-ble', quantity: 2, unit: 'c. à soupe' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Coupez le seitan en gros cubes, les carottes en rondelles, les champignons en quartiers. Émincez les oignons et hachez l'ail.",
      },
      {
        time: 8,
        explanation:
          "Faites dorer le seitan 5 min dans 2 cuillerées d'huile dans une cocotte, puis réservez-le. Faites dorer les champignons 3 min dans la même cocotte et réservez-les aussi.",
      },
      {
        time: 7,
        explanation:
          "Faites revenir les oignons et les carottes 5 min dans le reste d'huile, ajoutez l'ail, le concentré de tomate et la farine et remuez 1 minute.",
      },
      {
        time: 50,
        explanation:
          'Versez le vin rouge et le bouillon en grattant le fond, ajoutez le bouquet garni, salez, poivrez et laissez mijoter 40 min à couvert. Ajoutez le seitan et les champignons et poursuivez 10 min.',
        tips: "Le seitan s'ajoute en fin de cuisson : mijoté trop longtemps, il devient spongieux.",
      },
    ],
    variantSuggestions: ['Avec du tempeh', 'Avec des lardons végétaux fumés', 'Avec des pommes de terre dans la cocotte'],
    improvementSuggestions: [
      'Préparez-le la veille : la sauce gagne en profondeur.',
      'Ajoutez un carré de chocolat noir en fin de cuisson pour arrondir le vin.',
    ],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Purée maison', 'Tagliatelles'],
    tags: ['vegan', 'sans lactose', 'toute saison', 'mijoté', 'dimanche', 'réconfortant'],
  },
  {
    id: 'tajine-de-pois-chiches-aux-carottes-et-abricots-secs',
    title: 'Tajine de pois chiches aux carottes et abricots secs',
    description:
      'Un tajine parfumé au ras-el-hanout où les pois chiches, les carottes et les oignons fondent avec des abricots secs : sucré-salé, doux et complet.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'pois-chiches', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'carotte', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'abricot-sec', quantity: 12, unit: 'pièce' },
      { id: 'ras-el-hanout', quantity: 2, unit: 'c. à café' },
      { id: 'cannelle', quantity: 0.5, unit: 'c. à café' },
      { id: 'tomates-concassees', quantity: 200, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'amande-effilee', quantity: 30, unit: 'g' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Épluchez les carottes et coupez-les en gros bâtonnets. Émincez les oignons et hachez l'ail. Coupez les abricots secs en deux.",
      },
      {
        time: 7,
        explanation:
          "Dans un tajine ou une cocotte, faites fondre les oignons 5 min dans l'huile d'olive, puis ajoutez l'ail, le ras-el-hanout et la cannelle et remuez 1 minute.",
      },
      {
        time: 30,
        explanation:
          "Ajoutez les carottes, les tomates concassées, les abricots et 30 cl d'eau. Salez, poivrez, couvrez et laissez mijoter 30 min à feu doux.",
      },
      {
        time: 8,
        explanation:
          'Ajoutez les pois chiches et poursuivez 8 min à découvert pour réduire la sauce. Pendant ce temps, faites dorer les amandes effilées à sec dans une poêle.',
      },
      { time: 2, explanation: "Parsemez le tajine d'amandes grillées et de coriandre ciselée au moment de servir." },
    ],
    variantSuggestions: ['Avec des pruneaux à la place des abricots', 'Avec de la courge en hiver', 'Avec des olives vertes et du citron'],
    improvementSuggestions: ['Une pincée de safran dans la sauce lui donne sa couleur dorée traditionnelle.'],
    sideDishSuggestions: ['Semoule', 'Quinoa', 'Pain pita'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'sucré-salé', 'batch cooking'],
  },
  {
    id: 'pad-thai-au-tofu-et-aux-cacahuetes',
    title: 'Pad thaï au tofu et aux cacahuètes',
    description:
      'Nouilles de riz sautées au wok avec tofu doré, pousses de soja, carotte et cébette, dans une sauce tamari-citron vert-sucre roux, finies aux cacahuètes concassées.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'nouilles-de-riz', quantity: 250, unit: 'g' },
      { id: 'tofu-ferme', quantity: 300, unit: 'g' },
      { id: 'pousse-de-soja', quantity: 150, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'cebette', quantity: 1, unit: 'pièce', note: 'botte' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'jus-de-citron-vert', quantity: 3, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-arachide', quantity: 3, unit: 'c. à soupe' },
      { id: 'cacahuete', quantity: 50, unit: 'g' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Faites tremper les nouilles de riz 10 min dans un grand bol d'eau très chaude, puis égouttez-les. Mélangez le tamari, le jus de citron vert et le sucre roux.",
      },
      {
        time: 8,
        explanation:
          "Pendant ce temps, coupez le tofu en cubes, râpez les carottes, émincez les cébettes et hachez l'ail. Concassez grossièrement les cacahuètes.",
      },
      { time: 6, explanation: "Faites dorer le tofu 5 à 6 min dans 2 cuillerées d'huile bien chaude au wok, puis réservez-le." },
      {
        time: 7,
        explanation:
          "Faites sauter l'ail, les carottes et le blanc des cébettes 2 min dans le reste d'huile. Ajoutez les nouilles et la sauce et remuez 3 min à feu vif. Ajoutez le tofu et les pousses de soja et mélangez 1 minute.",
        tips: 'Gardez les pousses de soja croquantes : elles ne doivent que chauffer.',
      },
      { time: 2, explanation: 'Servez parsemé de cacahuètes, de vert de cébette, de coriandre et de flocons de piment.' },
    ],
    variantSuggestions: ['Avec du tempeh', 'Avec des brocolis', 'Sans cacahuètes avec des graines de sésame'],
    improvementSuggestions: ['Faites mariner le tofu 15 min dans une cuillerée de tamari avant de le dorer.'],
    sideDishSuggestions: ['Quartiers de citron vert'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'printemps', 'été', 'wok', 'rapide'],
  },
  {
    id: 'potee-au-chou-vert-haricots-blancs-et-tofu-fume',
    title: 'Potée au chou vert, haricots blancs et tofu fumé',
    description:
      "La potée de l'hiver sans charcuterie : chou vert, carottes, pommes de terre et haricots blancs mijotés avec du tofu fumé qui apporte le goût fumé du lard.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'chou-vert', quantity: 0.5, unit: 'pièce' },
      { id: 'haricots-blancs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'tofu-fume', quantity: 200, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 4, unit: 'pièce' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'huile-de-colza', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Retirez le trognon du chou et coupez-le en lanières. Épluchez les pommes de terre et les carottes et coupez-les en gros morceaux. Piquez l'oignon des clous de girofle. Coupez le tofu fumé en dés.",
      },
      {
        time: 6,
        explanation: "Faites blanchir le chou 5 min à l'eau bouillante, puis égouttez-le.",
        tips: 'Le blanchiment rend le chou plus digeste.',
      },
      { time: 5, explanation: "Faites dorer le tofu fumé 4 min dans l'huile au fond d'une cocotte." },
      {
        time: 35,
        explanation:
          "Ajoutez le chou, les carottes, les pommes de terre, l'oignon piqué, l'ail et le bouquet garni. Couvrez d'eau à hauteur, salez légèrement, poivrez et laissez mijoter 35 min à couvert.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez les haricots blancs et laissez chauffer 5 min. Retirez l'oignon et le bouquet garni et servez la potée avec un peu de bouillon.",
      },
    ],
    variantSuggestions: ['Avec du chou frisé ou du chou kale', 'Avec des navets', 'Avec des lentilles vertes à la place des haricots'],
    improvementSuggestions: ['Servez avec de la moutarde forte à table.'],
    sideDishSuggestions: ['Pain de campagne', 'Moutarde'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'réconfortant', 'économique'],
  },
  {
    id: 'choucroute-vegetale-au-tofu-fume',
    title: 'Choucroute végétale au tofu fumé',
    description:
      "Une choucroute braisée au vin blanc, au carvi et au laurier, servie avec pommes de terre et tofu fumé doré : tout l'esprit alsacien, sans viande.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'choucroute', quantity: 800, unit: 'g', note: 'crue' },
      { id: 'tofu-fume', quantity: 400, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 6, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'vin-blanc', quantity: 20, unit: 'cl', note: 'sec, type riesling' },
      { id: 'carvi', quantity: 1, unit: 'c. à café' },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'huile-de-colza', quantity: 3, unit: 'c. à soupe' },
      { id: 'moutarde-de-dijon', quantity: 2, unit: 'c. à soupe', note: 'pour servir' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: "Rincez la choucroute à l'eau froide, pressez-la bien et émincez les oignons." },
      { time: 5, explanation: "Faites fondre les oignons 5 min dans 2 cuillerées d'huile dans une grande cocotte." },
      {
        time: 45,
        explanation:
          "Ajoutez la choucroute, le carvi, le laurier et le poivre, versez le vin blanc et 20 cl d'eau, couvrez et laissez braiser 45 min à feu doux. Ajoutez les pommes de terre épluchées et coupées en deux au bout de 20 min.",
        tips: "La choucroute ne se sale pas : elle l'est déjà assez.",
      },
      { time: 8, explanation: "Coupez le tofu fumé en tranches épaisses et faites-les dorer 3 min de chaque côté dans le reste d'huile." },
      { time: 2, explanation: 'Servez la choucroute et les pommes de terre garnies de tofu fumé, avec la moutarde à part.' },
    ],
    variantSuggestions: ['Avec des saucisses végétales', 'Avec du tempeh fumé', 'Avec une pomme râpée dans la choucroute'],
    improvementSuggestions: ["Ajoutez une pomme acide coupée en dés pour adoucir l'acidité du chou."],
    sideDishSuggestions: ['Moutarde', 'Raifort'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'alsacien', 'réconfortant'],
  },
  {
    id: 'endives-braisees-a-l-orange-et-lentilles-blondes',
    title: "Endives braisées à l'orange et lentilles blondes",
    description:
      "Des endives caramélisées puis braisées au jus d'orange, servies sur des lentilles blondes au thym : l'amertume de l'endive adoucie par l'agrume.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'endive', quantity: 6, unit: 'pièce' },
      { id: 'orange', quantity: 2, unit: 'pièce' },
      { id: 'lentilles-blondes', quantity: 250, unit: 'g' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à café' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Rincez les lentilles et faites-les cuire 25 min à l'eau frémissante avec le thym. Salez en fin de cuisson et égouttez.",
      },
      {
        time: 5,
        explanation:
          'Pendant ce temps, coupez les endives en deux dans la longueur et retirez le cône amer à la base. Pressez une orange et prélevez le zeste de la seconde avant de la peler à vif.',
      },
      {
        time: 6,
        explanation:
          "Faites dorer les endives côté coupé 5 min dans 2 cuillerées d'huile, saupoudrez de sucre roux et laissez caraméliser 1 minute.",
      },
      {
        time: 15,
        explanation:
          "Versez le jus d'orange, salez, poivrez, couvrez et laissez braiser 15 min à feu doux, jusqu'à ce que les endives soient fondantes.",
      },
      {
        time: 3,
        explanation:
          "Faites revenir l'échalote ciselée 2 min dans le reste d'huile, ajoutez les lentilles et le zeste d'orange. Servez les endives sur les lentilles avec les suprêmes d'orange et le jus de braisage.",
      },
    ],
    variantSuggestions: ['Avec des lentilles vertes du Puy', 'Avec des noix concassées', 'Avec du quinoa'],
    improvementSuggestions: ['Un trait de vinaigre balsamique dans le jus de braisage renforce le caramel.'],
    sideDishSuggestions: ['Salade de mâche', 'Riz complet'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'printemps', 'léger'],
  },
  {
    id: 'crumble-de-potiron-aux-lentilles-et-noisettes',
    title: 'Crumble de potiron aux lentilles et noisettes',
    description:
      'Une compotée de potiron et de lentilles corail au cumin sous une pâte sablée de farine de riz et de noisettes : un crumble salé sans gluten ni beurre.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'potiron', quantity: 800, unit: 'g', note: 'pelé, en dés' },
      { id: 'lentilles-corail', quantity: 150, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'farine-de-riz', quantity: 80, unit: 'g' },
      { id: 'noisette-en-poudre', quantity: 50, unit: 'g' },
      { id: 'noisette', quantity: 30, unit: 'g', note: 'concassées' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: "Épluchez le potiron et coupez-le en dés, émincez l'oignon et rincez les lentilles corail." },
      {
        time: 20,
        explanation:
          "Faites revenir l'oignon 3 min dans 2 cuillerées d'huile, ajoutez le cumin, le potiron, les lentilles et 30 cl d'eau. Salez, poivrez et laissez cuire 17 min à couvert, jusqu'à ce que l'eau soit absorbée et les lentilles tendres.",
      },
      {
        time: 5,
        explanation:
          "Préchauffez le four à 190 °C. Du bout des doigts, mélangez la farine de riz, la poudre de noisette, les noisettes concassées, le thym, 1 pincée de sel et le reste d'huile jusqu'à obtenir un sable grossier.",
      },
      {
        time: 30,
        explanation:
          "Versez la compotée de potiron dans un plat, couvrez de crumble et enfournez 30 min, jusqu'à ce que le dessus soit bien doré.",
        tips: 'Pour un crumble croustillant, ne tassez pas la pâte sur les légumes.',
      },
    ],
    variantSuggestions: [
      'Avec de la butternut ou du potimarron',
      'Avec des poireaux et des pois chiches',
      'Avec des amandes à la place des noisettes',
    ],
    improvementSuggestions: ['Ajoutez une poignée de graines de courge au crumble.'],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'gratiné'],
  },
  {
    id: 'ragout-de-pois-chiches-au-chou-kale-et-paprika-fume',
    title: 'Ragoût de pois chiches au chou kale et paprika fumé',
    description:
      "Un ragoût à l'espagnole : pois chiches, pommes de terre et chou kale mijotés dans une sauce tomate au paprika fumé et à l'ail.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'pois-chiches', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'chou-kale', quantity: 200, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Épluchez les pommes de terre et coupez-les en dés. Émincez l'oignon, hachez l'ail. Retirez les grosses côtes du kale et émincez les feuilles.",
      },
      {
        time: 6,
        explanation:
          "Faites revenir l'oignon 5 min dans l'huile d'olive dans une cocotte, ajoutez l'ail et le paprika fumé et remuez 30 secondes sans laisser brûler.",
      },
      {
        time: 20,
        explanation:
          "Ajoutez les pommes de terre, les tomates concassées, le laurier et 30 cl d'eau. Salez, poivrez et laissez mijoter 20 min à couvert.",
      },
      {
        time: 8,
        explanation: "Ajoutez les pois chiches et le kale, mélangez et laissez cuire encore 8 min, jusqu'à ce que le kale soit tendre.",
      },
    ],
    variantSuggestions: ['Avec des épinards à la place du kale', 'Avec des haricots blancs', 'Plus relevé au piment d’Espelette'],
    improvementSuggestions: ["Arrosez d'un filet d'huile d'olive crue et d'un trait de vinaigre de xérès au service."],
    sideDishSuggestions: ['Pain de campagne grillé', 'Riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'économique', 'batch cooking'],
  },
  {
    id: 'chou-fleur-roti-au-curcuma-pois-chiches-et-tahini',
    title: 'Chou-fleur rôti au curcuma, pois chiches et tahini',
    description:
      "Des bouquets de chou-fleur et des pois chiches rôtis au four avec curcuma et cumin, arrosés d'une sauce tahini citronnée et de persil : un plat complet sur une plaque.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'chou-fleur', quantity: 1, unit: 'pièce' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'tahini', quantity: 4, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 210 °C. Détaillez le chou-fleur en bouquets, coupez l'oignon rouge en quartiers et séchez les pois chiches dans un torchon.",
      },
      {
        time: 3,
        explanation:
          "Sur une plaque, mélangez le chou-fleur, les pois chiches et l'oignon avec l'huile, le curcuma, le cumin et 2 pincées de sel.",
      },
      {
        time: 30,
        explanation: "Enfournez 30 min en remuant à mi-cuisson, jusqu'à ce que le chou-fleur soit doré sur les bords et tendre.",
        tips: 'Étalez bien les légumes sur une seule couche : entassés, ils cuisent à la vapeur au lieu de rôtir.',
      },
      {
        time: 5,
        explanation:
          "Pendant ce temps, fouettez le tahini avec le jus du citron, l'ail pressé, 1 pincée de sel et 4 à 6 cuillerées d'eau jusqu'à obtenir une sauce crémeuse. Servez les légumes nappés de sauce et parsemés de persil.",
      },
    ],
    variantSuggestions: ['Avec du brocoli', 'Avec de la patate douce', 'Servi dans un pain pita'],
    improvementSuggestions: ['Parsemez de graines de grenade pour la fraîcheur et la couleur.'],
    sideDishSuggestions: ['Quinoa', 'Boulgour', 'Pain pita'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'printemps', 'plaque au four'],
  },
  {
    id: 'hachis-parmentier-vegetal-aux-proteines-de-soja',
    title: 'Hachis parmentier végétal aux protéines de soja',
    description:
      "Le parmentier familial en version végane : protéines de soja mijotées à la tomate avec carottes et oignon, sous une purée au lait de soja et à l'huile d'olive, gratinée au four.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'proteines-de-soja-texturees', quantity: 120, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 1, unit: 'kg' },
      { id: 'lait-de-soja', quantity: 20, unit: 'cl' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'concentre-de-tomate', quantity: 2, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 2, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: "Faites tremper les protéines de soja 10 min dans 30 cl d'eau bouillante additionnée du tamari." },
      {
        time: 25,
        explanation:
          "Pendant ce temps, épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire 20 à 25 min à l'eau salée.",
      },
      {
        time: 15,
        explanation:
          "Hachez l'oignon, l'ail et les carottes. Faites-les revenir 5 min dans 2 cuillerées d'huile, ajoutez les protéines de soja égouttées, le concentré de tomate et le thym, poivrez et laissez mijoter 10 min avec un demi-verre d'eau.",
      },
      { time: 5, explanation: "Écrasez les pommes de terre avec le lait de soja chaud, 2 cuillerées d'huile, la muscade et le sel." },
      {
        time: 20,
        explanation:
          "Préchauffez le four à 200 °C. Étalez la farce dans un plat, couvrez de purée, striez à la fourchette, arrosez du reste d'huile et enfournez 20 min, jusqu'à ce que le dessus soit doré.",
        tips: 'Passez 3 minutes sous le gril pour un dessus bien croustillant.',
      },
    ],
    variantSuggestions: ['Avec des lentilles vertes à la place du soja', 'Purée moitié patate douce', 'Avec des champignons dans la farce'],
    improvementSuggestions: ['Ajoutez une cuillerée de levure maltée dans la purée pour un goût de fromage (elle contient du gluten).'],
    sideDishSuggestions: ['Salade verte'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'familial', 'enfants', 'congélation'],
  },
  {
    id: 'mac-and-cheese-vegan-a-la-butternut',
    title: 'Mac and cheese vegan à la butternut',
    description:
      "Des coquillettes nappées d'une sauce onctueuse à la butternut, au lait de soja et aux noix de cajou, relevée de moutarde et de levure maltée, gratinées au four.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 2,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'coquillettes', quantity: 350, unit: 'g' },
      { id: 'courge-butternut', quantity: 500, unit: 'g', note: 'pelée, en dés' },
      { id: 'noix-de-cajou', quantity: 60, unit: 'g' },
      { id: 'lait-de-soja', quantity: 30, unit: 'cl' },
      { id: 'levure-maltee', quantity: 3, unit: 'c. à soupe' },
      { id: 'moutarde-douce', quantity: 1, unit: 'c. à café' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'paprika', quantity: 0.5, unit: 'c. à café' },
      { id: 'chapelure', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Faites cuire la butternut en dés et la gousse d'ail 15 min à l'eau bouillante salée avec les noix de cajou, puis égouttez.",
      },
      {
        time: 5,
        explanation:
          "Mixez la courge, l'ail et les noix de cajou avec le lait de soja, la levure maltée, la moutarde, le paprika et 1 pincée de sel jusqu'à obtenir une sauce très lisse.",
        tips: "La levure maltée donne le goût de fromage : n'hésitez pas à goûter et à en ajouter.",
      },
      {
        time: 10,
        explanation:
          'Pendant ce temps, faites cuire les coquillettes 2 min de moins que le temps indiqué, égouttez-les et mélangez-les à la sauce.',
      },
      {
        time: 15,
        explanation:
          "Préchauffez le four à 200 °C. Versez dans un plat, parsemez de chapelure mélangée à l'huile d'olive et faites gratiner 15 min.",
      },
    ],
    variantSuggestions: ['Avec des brocolis mélangés aux pâtes', 'Avec des dés de tofu fumé', 'Sans gratiner, directement à la casserole'],
    improvementSuggestions: ['Ajoutez des petits pois surgelés aux pâtes pour plus de protéines.'],
    sideDishSuggestions: ['Salade verte', 'Brocolis vapeur'],
    tags: ['vegan', 'sans lactose', 'automne', 'hiver', 'enfants', 'réconfortant', 'gratiné'],
  },
  // ───────────── Plats chauds du printemps et de l'été ─────────────
  {
    id: 'tian-provencal-aux-haricots-blancs',
    title: 'Tian provençal aux haricots blancs',
    description:
      "Des rondelles de courgette, d'aubergine et de tomate rangées serrées sur un lit d'oignons et de haricots blancs, rôties à l'huile d'olive et aux herbes de Provence.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'aubergine', quantity: 1, unit: 'pièce' },
      { id: 'tomate', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'haricots-blancs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'herbes-de-provence', quantity: 2, unit: 'c. à café' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 180 °C. Émincez les oignons et l'ail et faites-les fondre 8 min dans 2 cuillerées d'huile d'olive.",
      },
      {
        time: 5,
        explanation:
          "Mélangez les oignons avec les haricots blancs, 1 pincée de sel et la moitié des herbes de Provence et étalez le tout au fond d'un plat à gratin.",
      },
      {
        time: 10,
        explanation:
          "Coupez la courgette, l'aubergine et les tomates en rondelles de 5 mm et rangez-les debout en les alternant et en les serrant bien sur les haricots.",
      },
      {
        time: 50,
        explanation:
          "Salez, poivrez, parsemez du reste d'herbes, glissez les branches de thym, arrosez du reste d'huile et enfournez 50 min, jusqu'à ce que les légumes soient fondants et légèrement grillés.",
        tips: 'Choisissez des légumes de même diamètre pour un tian régulier.',
      },
    ],
    variantSuggestions: ['Avec des pois chiches', 'Avec des pommes de terre en rondelles', 'Avec un filet de pesto à la sortie du four'],
    improvementSuggestions: [
      "Couvrez d'un papier aluminium les 20 premières minutes si vos légumes sont épais, pour qu'ils cuisent sans brûler.",
    ],
    sideDishSuggestions: ['Riz', 'Quinoa', 'Pain de campagne'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'provençal', 'four'],
  },
  {
    id: 'tomates-farcies-au-quinoa-et-pois-chiches',
    title: 'Tomates farcies au quinoa et pois chiches',
    description:
      "De belles tomates garnies de quinoa, de pois chiches, d'oignon, de menthe et de persil, cuites au four dans leur jus : des tomates farcies sans viande et légères.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 25,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'tomate', quantity: 8, unit: 'pièce', note: 'grosses et fermes' },
      { id: 'quinoa', quantity: 150, unit: 'g' },
      { id: 'pois-chiches', quantity: 250, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 15, explanation: "Rincez le quinoa et faites-le cuire 12 min dans deux fois son volume d'eau salée, jusqu'à absorption." },
      {
        time: 10,
        explanation:
          "Pendant ce temps, coupez un chapeau aux tomates, videz-les à la cuillère en gardant la pulpe, salez l'intérieur et retournez-les pour qu'elles dégorgent.",
      },
      {
        time: 8,
        explanation:
          "Faites revenir l'oignon et l'ail hachés 5 min dans 2 cuillerées d'huile, ajoutez la pulpe de tomate hachée et le cumin et laissez réduire 3 min.",
      },
      {
        time: 5,
        explanation:
          'Préchauffez le four à 180 °C. Mélangez le quinoa, les pois chiches écrasés grossièrement, la sauce, le persil et la menthe ciselés, salez et poivrez.',
      },
      {
        time: 30,
        explanation:
          "Garnissez les tomates, remettez les chapeaux, rangez-les dans un plat huilé, arrosez du reste d'huile et enfournez 30 min.",
        tips: "Ajoutez un fond d'eau dans le plat pour que le jus ne brûle pas.",
      },
    ],
    variantSuggestions: ['Avec des courgettes rondes', 'Avec du boulgour à la place du quinoa', 'Avec des raisins secs et des pignons'],
    improvementSuggestions: ["Servez avec un yaourt de soja à l'ail et à la menthe."],
    sideDishSuggestions: ['Salade verte', 'Riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'farci', 'léger'],
  },
  {
    id: 'aubergines-farcies-aux-lentilles-et-a-la-tomate',
    title: 'Aubergines farcies aux lentilles et à la tomate',
    description:
      'Des demi-aubergines rôties, garnies de leur chair poêlée avec lentilles vertes, tomate, oignon et cannelle, puis gratinées aux pignons.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 20,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'aubergine', quantity: 2, unit: 'pièce' },
      { id: 'lentilles-vertes', quantity: 150, unit: 'g' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'cannelle', quantity: 0.5, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'pignon-de-pin', quantity: 30, unit: 'g' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation: "Rincez les lentilles et faites-les cuire 25 min à l'eau frémissante, salez en fin de cuisson et égouttez.",
      },
      {
        time: 25,
        explanation:
          "Pendant ce temps, préchauffez le four à 200 °C. Coupez les aubergines en deux, quadrillez la chair au couteau, badigeonnez de 2 cuillerées d'huile, salez et enfournez 25 min côté chair vers le haut.",
      },
      {
        time: 10,
        explanation:
          "Évidez les aubergines en gardant 5 mm de chair contre la peau. Faites revenir l'oignon et l'ail hachés 4 min dans 2 cuillerées d'huile, ajoutez la chair hachée, les tomates en dés, la cannelle et le cumin et laissez réduire 6 min.",
      },
      {
        time: 3,
        explanation:
          "Mélangez avec les lentilles et la moitié du persil, poivrez et garnissez les aubergines. Parsemez de pignons et arrosez du reste d'huile.",
      },
      {
        time: 15,
        explanation: 'Remettez au four 15 min, puis parsemez du reste de persil avant de servir.',
        tips: 'Elles sont aussi très bonnes tièdes, le lendemain.',
      },
    ],
    variantSuggestions: ['Avec des pois chiches', 'Avec des courgettes', 'Avec des raisins secs dans la farce'],
    improvementSuggestions: ['Servez avec une sauce au tahini citronnée.'],
    sideDishSuggestions: ['Boulgour', 'Salade de tomates'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'farci'],
  },
  {
    id: 'curry-thai-de-tofu-aux-haricots-verts',
    title: 'Curry thaï de tofu aux haricots verts',
    description:
      'Tofu doré, haricots verts croquants et poivron dans un lait de coco parfumé à la citronnelle, au gingembre et au citron vert : un curry thaï express fait maison, sans pâte toute prête.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'haricot-vert', quantity: 300, unit: 'g' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'citronnelle', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 20, unit: 'g' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'tamari', quantity: 3, unit: 'c. à soupe' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-coco', quantity: 2, unit: 'c. à soupe' },
      { id: 'basilic', quantity: 10, unit: 'g' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez le tofu en cubes et le poivron en lanières, équeutez les haricots verts et coupez-les en deux. Hachez finement l'ail, le gingembre, le piment épépiné et le cœur tendre de la citronnelle.",
      },
      { time: 6, explanation: "Faites dorer le tofu 5 min dans la moitié de l'huile de coco dans un wok, puis réservez-le." },
      {
        time: 2,
        explanation:
          "Faites revenir l'ail, le gingembre, le piment et la citronnelle 1 minute dans le reste d'huile, sans les laisser colorer.",
      },
      {
        time: 12,
        explanation:
          'Versez le lait de coco et le tamari, ajoutez les haricots verts et le poivron et laissez frémir 10 min : les légumes doivent rester croquants.',
      },
      {
        time: 3,
        explanation: 'Remettez le tofu, ajoutez le jus du citron vert, goûtez et parsemez de basilic ciselé.',
        tips: 'Avec du basilic thaï, le parfum est encore plus typique.',
      },
    ],
    variantSuggestions: [
      'Avec des courgettes et des pois gourmands',
      'Avec des crevettes pour les non-véganes',
      'Avec de la patate douce en automne',
    ],
    improvementSuggestions: ["Ajoutez une cuillerée de sucre roux pour équilibrer le piquant et l'acidité."],
    sideDishSuggestions: ['Riz thaï', 'Nouilles de riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'épicé', 'rapide'],
  },
  {
    id: 'tempeh-saute-aux-poivrons-et-noix-de-cajou',
    title: 'Tempeh sauté aux poivrons et noix de cajou',
    description:
      "Des lanières de tempeh croustillantes sautées au wok avec poivrons et oignon, laquées au tamari, au gingembre et au sirop d'érable, avec des noix de cajou grillées.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'tempeh', quantity: 350, unit: 'g' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'noix-de-cajou', quantity: 60, unit: 'g' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à soupe' },
      { id: 'maizena', quantity: 1, unit: 'c. à café' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez le tempeh en lanières, les poivrons et l'oignon en morceaux. Hachez l'ail et le gingembre. Délayez la maïzena dans le tamari, le sirop d'érable et 5 cuillerées d'eau.",
      },
      { time: 3, explanation: 'Faites griller les noix de cajou à sec dans le wok 2 à 3 min et réservez-les.' },
      { time: 6, explanation: "Faites dorer le tempeh 5 à 6 min dans 2 cuillerées d'huile bien chaude, puis réservez-le." },
      {
        time: 5,
        explanation:
          "Faites sauter l'oignon et les poivrons 4 min à feu vif dans le reste d'huile, ajoutez l'ail et le gingembre 30 secondes.",
      },
      {
        time: 2,
        explanation:
          "Remettez le tempeh, versez la sauce et remuez jusqu'à ce qu'elle nappe les légumes. Parsemez de noix de cajou et servez aussitôt.",
      },
    ],
    variantSuggestions: ['Avec du tofu ferme', 'Avec des brocolis et des carottes en hiver', 'Avec des cacahuètes'],
    improvementSuggestions: ['Faites cuire le tempeh 10 min à la vapeur avant de le dorer : il perd son amertume.'],
    sideDishSuggestions: ['Riz basmati', 'Nouilles de riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'automne', 'wok', 'rapide', 'protéiné'],
  },
  {
    id: 'spaghetti-a-la-bolognaise-de-lentilles',
    title: 'Spaghetti à la bolognaise de lentilles',
    description:
      "Une sauce bolognaise où les lentilles corail et vertes remplacent la viande, longuement mijotée avec carotte, tomate et origan : les enfants n'y voient que du feu.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'spaghetti', quantity: 400, unit: 'g' },
      { id: 'lentilles-vertes', quantity: 100, unit: 'g' },
      { id: 'lentilles-corail', quantity: 80, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'coulis-de-tomate', quantity: 500, unit: 'g' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'origan', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Hachez finement l'oignon, la carotte et l'ail. Rincez les deux sortes de lentilles." },
      {
        time: 7,
        explanation:
          "Faites revenir le hachis de légumes 6 min dans l'huile d'olive à feu moyen, puis ajoutez le concentré de tomate et remuez 1 minute.",
      },
      {
        time: 30,
        explanation:
          "Ajoutez les lentilles, le coulis de tomate, l'origan et 40 cl d'eau. Salez, poivrez et laissez mijoter 30 min à couvert en remuant souvent, jusqu'à ce que les lentilles vertes soient tendres.",
        tips: 'Les lentilles corail se défont et lient la sauce ; les vertes donnent la mâche de la viande hachée.',
      },
      {
        time: 10,
        explanation:
          "Pendant les 10 dernières minutes, faites cuire les spaghetti al dente à l'eau bouillante salée, égouttez-les et servez-les nappés de sauce.",
      },
    ],
    variantSuggestions: ['En lasagnes avec une béchamel au lait de soja', 'Avec des champignons hachés', 'Avec des pâtes complètes'],
    improvementSuggestions: [
      'Doublez les quantités de sauce et congelez-en la moitié.',
      'Un trait de vin rouge au moment de mouiller donne plus de profondeur.',
    ],
    sideDishSuggestions: ['Salade verte'],
    tags: ['vegan', 'sans lactose', 'toute saison', 'enfants', 'batch cooking', 'congélation', 'économique'],
  },
  {
    id: 'pates-aux-pois-chiches-a-la-romaine',
    title: 'Pâtes aux pois chiches à la romaine',
    description:
      "La pasta e ceci des familles romaines : des petites pâtes cuites dans une sauce épaisse de pois chiches à la tomate, à l'ail et au romarin, à manger à la cuillère.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pates-seches', quantity: 250, unit: 'g', note: 'petites pâtes courtes' },
      { id: 'pois-chiches', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'romarin', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'concentre-de-tomate', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Faites revenir l'ail écrasé, le romarin et le piment 2 min dans 3 cuillerées d'huile d'olive, puis ajoutez le concentré de tomate et remuez 1 minute.",
      },
      {
        time: 10,
        explanation:
          "Ajoutez les pois chiches et 1 litre d'eau, salez et laissez frémir 10 min. Retirez le romarin et l'ail, puis mixez grossièrement un tiers des pois chiches dans la casserole pour épaissir.",
      },
      {
        time: 12,
        explanation:
          "Versez les pâtes directement dans la casserole et faites-les cuire dans la sauce en remuant souvent, le temps indiqué sur le paquet. Ajoutez un peu d'eau chaude si cela épaissit trop.",
        tips: 'Le plat doit rester entre la soupe épaisse et les pâtes en sauce.',
      },
      { time: 2, explanation: "Poivrez, arrosez du reste d'huile d'olive crue et servez aussitôt." },
    ],
    variantSuggestions: [
      'Avec des haricots blancs (pasta e fagioli)',
      'Avec des épinards',
      'Avec des tomates concassées pour une version plus rouge',
    ],
    improvementSuggestions: ['Laissez cuire un morceau de kombu avec les pois chiches : il les rend plus fondants et digestes.'],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['vegan', 'sans lactose', 'toute saison', 'économique', 'rapide', 'réconfortant'],
  },
  {
    id: 'penne-aux-haricots-blancs-tomates-cerises-et-basilic',
    title: 'Penne aux haricots blancs, tomates cerises et basilic',
    description:
      "Des penne sautées avec des tomates cerises confites à l'ail, des haricots blancs, des olives et beaucoup de basilic : les pâtes d'été en 20 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'penne', quantity: 350, unit: 'g' },
      { id: 'haricots-blancs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'tomate-cerise', quantity: 400, unit: 'g' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'olive-noire', quantity: 60, unit: 'g', note: 'dénoyautées' },
      { id: 'basilic', quantity: 1, unit: 'pièce', note: 'bouquet' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation: "Faites cuire les penne al dente à l'eau bouillante salée. Réservez une tasse d'eau de cuisson avant d'égoutter.",
      },
      { time: 5, explanation: "Pendant ce temps, coupez les tomates cerises en deux, émincez l'ail et coupez les olives en rondelles." },
      {
        time: 7,
        explanation:
          "Faites revenir l'ail 1 minute dans l'huile d'olive, ajoutez les tomates cerises et laissez-les compoter 5 min à feu vif. Ajoutez les haricots blancs et les olives et réchauffez 1 minute.",
      },
      {
        time: 2,
        explanation: "Mélangez les pâtes à la sauce avec un peu d'eau de cuisson, poivrez et ajoutez le basilic déchiré au dernier moment.",
        tips: "L'eau de cuisson riche en amidon rend la sauce onctueuse sans crème.",
      },
    ],
    variantSuggestions: ['Avec des pois chiches', 'Avec des courgettes poêlées', 'Avec des câpres et du citron'],
    improvementSuggestions: ['Parsemez de pignons grillés au moment de servir.'],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['vegan', 'sans lactose', 'été', 'rapide'],
  },
  {
    id: 'ragout-printanier-de-feves-petits-pois-et-pommes-de-terre-nouvelles',
    title: 'Ragoût printanier de fèves, petits pois et pommes de terre nouvelles',
    description:
      'Des pommes de terre nouvelles, des fèves, des petits pois et des pois chiches mijotés avec cébettes, menthe et citron : le primeur en cocotte, tendre et parfumé.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre-nouvelle', quantity: 600, unit: 'g' },
      { id: 'feve', quantity: 300, unit: 'g', note: 'écossées' },
      { id: 'petit-pois', quantity: 300, unit: 'g', note: 'écossés' },
      { id: 'pois-chiches', quantity: 250, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'cebette', quantity: 1, unit: 'pièce', note: 'botte' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Écossez les fèves, plongez-les 1 minute dans l'eau bouillante puis dans l'eau froide et retirez leur peau. Brossez les pommes de terre nouvelles et coupez les plus grosses en deux.",
        tips: 'Dérober les fèves prend du temps, mais elles deviennent tendres et sucrées.',
      },
      {
        time: 5,
        explanation:
          "Émincez les cébettes en gardant une partie du vert, hachez l'ail et faites-les revenir 3 min dans l'huile d'olive dans une cocotte.",
      },
      { time: 18, explanation: "Ajoutez les pommes de terre et 20 cl d'eau, salez et laissez cuire 18 min à couvert." },
      { time: 7, explanation: 'Ajoutez les petits pois, les fèves et les pois chiches et poursuivez 6 à 7 min à couvert.' },
      {
        time: 2,
        explanation: 'Hors du feu, ajoutez le zeste et le jus du citron, la menthe ciselée et le vert des cébettes, poivrez et servez.',
      },
    ],
    variantSuggestions: ['Avec des asperges vertes', 'Avec des carottes nouvelles', 'Avec des petits pois surgelés hors saison'],
    improvementSuggestions: ["Terminez par un filet d'huile d'olive fruitée et quelques pousses d'épinard."],
    sideDishSuggestions: ['Pain de campagne', 'Salade de radis'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'printemps', 'été', 'primeurs'],
  },
  {
    id: 'poelee-d-asperges-vertes-pommes-de-terre-nouvelles-et-tofu-fume',
    title: "Poêlée d'asperges vertes, pommes de terre nouvelles et tofu fumé",
    description:
      "Des pommes de terre nouvelles rissolées, des tronçons d'asperges vertes et des dés de tofu fumé dorés ensemble à la poêle, avec ciboulette et ail des ours.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre-nouvelle', quantity: 700, unit: 'g' },
      { id: 'asperge-verte', quantity: 500, unit: 'g' },
      { id: 'tofu-fume', quantity: 250, unit: 'g' },
      { id: 'ail-des-ours', quantity: 20, unit: 'g' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'fleur-de-sel', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Brossez les pommes de terre, coupez-les en deux et faites-les cuire 10 min à l'eau salée : elles doivent rester fermes. Égouttez-les.",
      },
      { time: 5, explanation: 'Cassez la base dure des asperges et coupez-les en tronçons de 4 cm. Coupez le tofu fumé en dés.' },
      {
        time: 10,
        explanation:
          "Faites rissoler les pommes de terre 10 min dans 3 cuillerées d'huile bien chaude, en les retournant, jusqu'à ce qu'elles soient dorées.",
      },
      {
        time: 6,
        explanation:
          "Ajoutez les asperges, le tofu et le reste d'huile et faites sauter 6 min à feu vif : les asperges doivent rester croquantes.",
      },
      {
        time: 2,
        explanation: "Hors du feu, ajoutez l'ail des ours et la ciboulette ciselés, poivrez et parsemez de fleur de sel.",
        tips: "Sans ail des ours, une gousse d'ail hachée ajoutée avec les asperges fait l'affaire.",
      },
    ],
    variantSuggestions: ['Avec des petits pois', 'Avec des champignons à l’automne', 'Avec des pois chiches à la place du tofu'],
    improvementSuggestions: ["Arrosez d'un trait de jus de citron juste avant de servir."],
    sideDishSuggestions: ['Salade verte', 'Radis'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'printemps', 'rapide'],
  },
  // ───────────── Plats chauds d'ailleurs ─────────────
  {
    id: 'chana-masala-aux-tomates-et-coriandre',
    title: 'Chana masala aux tomates et coriandre',
    description:
      "Le grand classique du nord de l'Inde : des pois chiches mijotés dans une sauce tomate-oignon très parfumée au cumin, au garam masala et au gingembre, finie à la coriandre fraîche.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'pois-chiches', quantity: 530, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'gingembre', quantity: 20, unit: 'g' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'coriandre-moulue', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 0.5, unit: 'c. à café' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Hachez finement les oignons, l'ail, le gingembre et le piment épépiné." },
      {
        time: 10,
        explanation:
          "Faites dorer les oignons 8 min dans l'huile à feu moyen, jusqu'à ce qu'ils soient bien blonds, puis ajoutez l'ail, le gingembre, le piment, le cumin, la coriandre moulue, le curcuma et la moitié du garam masala. Remuez 1 minute.",
        tips: 'Des oignons bien dorés font toute la saveur de la sauce : ne les pressez pas.',
      },
      {
        time: 20,
        explanation:
          "Ajoutez les tomates concassées, les pois chiches et 20 cl d'eau, salez et laissez mijoter 20 min en écrasant quelques pois chiches pour lier la sauce.",
      },
      { time: 2, explanation: 'Ajoutez le reste de garam masala et le jus du demi-citron, puis parsemez de coriandre fraîche ciselée.' },
    ],
    variantSuggestions: ['Avec des épinards', 'Avec des pommes de terre en dés', 'Plus doux sans piment'],
    improvementSuggestions: ['Servez avec des oignons rouges crus émincés et arrosés de citron.'],
    sideDishSuggestions: ['Riz basmati', 'Naans', 'Raïta au yaourt de soja'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'automne', 'épicé', 'batch cooking'],
  },
  {
    id: 'curry-de-tofu-aux-petits-pois-et-tomates',
    title: 'Curry de tofu aux petits pois et tomates',
    description:
      'Inspiré du matar paneer, ce curry remplace le fromage par des dés de tofu dorés, mijotés avec des petits pois dans une sauce tomate crémeuse au lait de coco.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'petits-pois-surgeles', quantity: 300, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'coulis-de-tomate', quantity: 400, unit: 'g' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 0.5, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation: "Coupez le tofu en cubes de 2 cm, épongez-le et faites-le dorer 6 à 8 min dans 2 cuillerées d'huile. Réservez.",
      },
      {
        time: 6,
        explanation:
          "Hachez l'oignon, l'ail et le gingembre et faites-les revenir 5 min dans le reste d'huile avec le cumin, le curcuma et le garam masala.",
      },
      {
        time: 15,
        explanation:
          'Versez le coulis de tomate et le lait de coco, salez et laissez mijoter 10 min. Ajoutez les petits pois et le tofu et poursuivez 5 min.',
      },
      {
        time: 1,
        explanation: 'Parsemez de coriandre ciselée et servez bien chaud.',
        tips: 'Pressez le tofu 15 min entre deux assiettes avant de le couper : il dore mieux.',
      },
    ],
    variantSuggestions: [
      'Avec des épinards (façon palak)',
      'Avec des pois chiches à la place du tofu',
      'Avec de la crème de soja au lieu du lait de coco',
    ],
    improvementSuggestions: ['Ajoutez une cuillerée de purée de noix de cajou pour une sauce plus veloutée.'],
    sideDishSuggestions: ['Riz basmati', 'Naans'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'rapide', 'enfants'],
  },
  {
    id: 'biryani-de-legumes-aux-pois-chiches',
    title: 'Biryani de légumes aux pois chiches',
    description:
      "Un riz basmati cuit à l'étouffée avec carottes, chou-fleur, petits pois et pois chiches, parfumé à la cardamome, à la cannelle et au garam masala, garni d'oignons frits et d'amandes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 2,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'riz-basmati', quantity: 300, unit: 'g' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'chou-fleur-surgele', quantity: 300, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'petits-pois-surgeles', quantity: 150, unit: 'g' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'cardamome', quantity: 4, unit: 'g', note: 'une dizaine de gousses' },
      { id: 'baton-de-cannelle', quantity: 1, unit: 'pièce' },
      { id: 'huile-vegetale', quantity: 4, unit: 'c. à soupe' },
      { id: 'amande-effilee', quantity: 30, unit: 'g' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Rincez le riz à l'eau froide jusqu'à ce qu'elle soit claire, puis laissez-le tremper 15 min. Émincez finement les oignons, hachez l'ail et le gingembre, coupez les carottes en dés.",
      },
      {
        time: 10,
        explanation:
          "Faites frire la moitié des oignons 8 à 10 min dans 2 cuillerées d'huile jusqu'à ce qu'ils soient bruns et croustillants, puis égouttez-les sur du papier absorbant avec les amandes dorées 1 minute dans la même huile.",
      },
      {
        time: 8,
        explanation:
          "Dans une cocotte, faites revenir le reste des oignons, l'ail et le gingembre 4 min dans le reste d'huile avec la cardamome écrasée, la cannelle, le curcuma et le garam masala. Ajoutez les carottes, le chou-fleur, les petits pois et les pois chiches et remuez 3 min.",
      },
      {
        time: 22,
        explanation:
          "Ajoutez le riz égoutté, 55 cl d'eau bouillante et le sel. Couvrez hermétiquement et laissez cuire 12 min à feu très doux, puis 10 min hors du feu sans ouvrir.",
        tips: "Ne soulevez pas le couvercle : c'est la vapeur qui cuit le riz et les légumes ensemble.",
      },
      {
        time: 3,
        explanation:
          "Égrainez délicatement à la fourchette, retirez le bâton de cannelle et servez garni d'oignons frits, d'amandes et de coriandre.",
      },
    ],
    variantSuggestions: ['Avec des haricots verts', 'Avec du tofu en dés', 'Avec une pincée de safran infusée dans l’eau'],
    improvementSuggestions: ['Servez avec une raïta de concombre au yaourt de soja.'],
    sideDishSuggestions: ['Raïta au yaourt de soja', 'Chutney de mangue'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'épicé', 'plat unique'],
  },
  {
    id: 'epinards-au-tofu-facon-palak',
    title: 'Épinards au tofu façon palak',
    description:
      'Des épinards frais fondus puis mixés avec oignon, ail, gingembre et épices, où mijotent des cubes de tofu dorés : le palak paneer en version végane.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'epinard', quantity: 800, unit: 'g', note: 'frais, équeutés' },
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 1, unit: 'c. à café' },
      { id: 'creme-de-soja', quantity: 10, unit: 'cl' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Lavez les épinards et faites-les tomber 3 min dans une grande casserole avec l'eau de rinçage restée sur les feuilles. Égouttez-les en les pressant légèrement.",
      },
      { time: 8, explanation: "Coupez le tofu en cubes et faites-le dorer 6 à 8 min dans 2 cuillerées d'huile. Réservez." },
      {
        time: 8,
        explanation:
          "Hachez l'oignon, l'ail et le gingembre. Faites-les revenir 5 min dans le reste d'huile avec le cumin et le garam masala, puis ajoutez le concentré de tomate et remuez 1 minute.",
      },
      {
        time: 5,
        explanation: "Mixez les épinards avec la préparation à l'oignon et la crème de soja jusqu'à obtenir une purée lisse. Salez.",
      },
      {
        time: 5,
        explanation: 'Remettez dans la poêle, ajoutez le tofu et laissez mijoter 5 min à feu doux.',
        tips: 'Ne faites pas bouillir trop longtemps : les épinards perdraient leur belle couleur verte.',
      },
    ],
    variantSuggestions: ['Avec des épinards surgelés hors saison', 'Avec des pois chiches', 'Avec des pommes de terre (aloo palak)'],
    improvementSuggestions: ['Un filet de jus de citron au service relève le goût des épinards.'],
    sideDishSuggestions: ['Riz basmati', 'Naans', 'Chapatis'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'printemps', 'automne', 'épicé'],
  },
  {
    id: 'riz-saute-au-tofu-petits-pois-et-carottes',
    title: 'Riz sauté au tofu, petits pois et carottes',
    description:
      "Le riz de la veille sauté au wok avec du tofu émietté doré, des carottes, des petits pois et de la cébette, assaisonné au tamari et à l'huile de sésame : l'anti-gaspi express.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 10,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'riz-thai', quantity: 300, unit: 'g', note: 'cuit la veille' },
      { id: 'tofu-ferme', quantity: 300, unit: 'g' },
      { id: 'petits-pois-surgeles', quantity: 200, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'curcuma', quantity: 0.5, unit: 'c. à café' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'huile-de-sesame', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 6, explanation: "Coupez les carottes en petits dés, émincez l'oignon et hachez l'ail. Émiettez le tofu à la fourchette." },
      {
        time: 5,
        explanation:
          "Faites dorer le tofu émietté 5 min dans 1 cuillerée d'huile avec le curcuma et 1 cuillerée de tamari, en remuant : il prend l'aspect d'œufs brouillés. Réservez.",
      },
      {
        time: 5,
        explanation: "Faites sauter l'oignon, l'ail et les carottes 4 min dans le reste d'huile, puis ajoutez les petits pois 1 minute.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez le riz froid, égrainez-le et faites-le sauter 4 min à feu vif. Remettez le tofu, versez le reste de tamari et l'huile de sésame, mélangez et servez.",
        tips: 'Un riz cuit la veille et bien froid ne colle pas au wok.',
      },
    ],
    variantSuggestions: ['Avec des champignons shiitake', 'Avec de l’ananas en dés', 'Avec du chou chinois émincé'],
    improvementSuggestions: ['Parsemez de graines de sésame grillées et de cébette ciselée.'],
    sideDishSuggestions: ['Concombre au vinaigre de riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'anti-gaspi', 'rapide', 'wok'],
  },
  {
    id: 'udon-sautees-au-seitan-et-chou-chinois',
    title: 'Udon sautées au seitan et chou chinois',
    description:
      "D'épaisses nouilles udon sautées au wok avec des lamelles de seitan, du chou chinois, des carottes et des champignons shiitake, dans une sauce soja-gingembre.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'nouilles-udon', quantity: 400, unit: 'g' },
      { id: 'seitan', quantity: 250, unit: 'g' },
      { id: 'chou-chinois', quantity: 0.5, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'champignon-shiitake', quantity: 150, unit: 'g' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'sauce-soja', quantity: 4, unit: 'c. à soupe' },
      { id: 'sirop-d-agave', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Émincez le seitan en lamelles, le chou chinois en lanières, les carottes en julienne et les shiitake en tranches. Hachez l'ail et le gingembre. Mélangez la sauce soja, le sirop d'agave et 3 cuillerées d'eau.",
      },
      { time: 3, explanation: "Plongez les nouilles udon 2 à 3 min dans l'eau bouillante pour les détacher, puis égouttez-les." },
      { time: 5, explanation: "Faites dorer le seitan 4 min dans 1 cuillerée d'huile bien chaude, puis réservez-le." },
      {
        time: 5,
        explanation:
          "Faites sauter l'ail, le gingembre, les carottes et les shiitake 3 min dans le reste d'huile, puis ajoutez le chou chinois 2 min.",
      },
      {
        time: 3,
        explanation:
          'Ajoutez les nouilles, le seitan et la sauce, faites sauter 2 min à feu vif pour bien enrober, puis parsemez de graines de sésame.',
        tips: 'Le chou chinois doit rester croquant au cœur.',
      },
    ],
    variantSuggestions: ['Avec du tofu pour une version sans seitan', 'Avec du pak choï', 'Avec des nouilles de riz'],
    improvementSuggestions: ['Ajoutez un trait de vinaigre de riz en fin de cuisson pour équilibrer la sauce.'],
    sideDishSuggestions: ['Concombre mariné'],
    tags: ['vegan', 'sans lactose', 'automne', 'hiver', 'wok', 'rapide'],
  },
  {
    id: 'tofu-croustillant-a-l-ananas-sauce-aigre-douce',
    title: "Tofu croustillant à l'ananas, sauce aigre-douce",
    description:
      "Des cubes de tofu enrobés de fécule et dorés jusqu'à être croustillants, sautés avec oignon, carotte et ananas dans une sauce aigre-douce brillante.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'maizena', quantity: 3, unit: 'c. à soupe' },
      { id: 'ananas-en-conserve', quantity: 250, unit: 'g', note: 'en morceaux, égoutté' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'sauce-aigre-douce', quantity: 15, unit: 'cl' },
      { id: 'tamari', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-vegetale', quantity: 5, unit: 'c. à soupe' },
      { id: 'cebette', quantity: 0.5, unit: 'pièce', note: 'botte' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épongez le tofu, coupez-le en cubes de 2 cm et roulez-les dans la maïzena. Coupez l'oignon en pétales et les carottes en fines rondelles.",
      },
      {
        time: 8,
        explanation:
          "Faites dorer le tofu 8 min dans 4 cuillerées d'huile bien chaude, en le retournant, jusqu'à ce qu'il soit croustillant. Égouttez-le sur du papier absorbant.",
        tips: 'Ne remuez pas trop tôt : laissez la croûte se former avant de retourner les cubes.',
      },
      { time: 5, explanation: "Faites sauter l'oignon et les carottes 4 min dans le reste d'huile, ajoutez l'ananas 1 minute." },
      {
        time: 3,
        explanation:
          'Versez la sauce aigre-douce et le tamari, portez à frémissement, ajoutez le tofu et enrobez-le rapidement. Parsemez de cébette ciselée et servez aussitôt.',
      },
    ],
    variantSuggestions: ['Avec des poivrons en été', 'Avec du tempeh', 'Avec des noix de cajou'],
    improvementSuggestions: ['Servez dès la sortie du wok : le tofu garde son croustillant quelques minutes seulement.'],
    sideDishSuggestions: ['Riz thaï', 'Brocolis vapeur'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'printemps', 'été', 'enfants'],
  },
  {
    id: 'tempeh-laque-au-sirop-d-erable-et-brocoli',
    title: "Tempeh laqué au sirop d'érable et brocoli",
    description:
      "Des tranches de tempeh caramélisées dans une laque tamari, sirop d'érable, ail et gingembre, servies avec des bouquets de brocoli croquants et du sésame.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'tempeh', quantity: 400, unit: 'g' },
      { id: 'brocoli', quantity: 1, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 3, unit: 'c. à soupe' },
      { id: 'vinaigre-de-riz', quantity: 1, unit: 'c. à soupe' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 10, unit: 'g' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Coupez le tempeh en tranches de 1 cm. Mélangez le tamari, le sirop d'érable, le vinaigre de riz, l'ail pressé et le gingembre râpé.",
      },
      {
        time: 6,
        explanation: 'Détaillez le brocoli en bouquets et faites-les cuire 5 min à la vapeur : ils doivent rester bien verts et croquants.',
      },
      { time: 6, explanation: "Faites dorer le tempeh 3 min de chaque côté dans l'huile." },
      {
        time: 4,
        explanation:
          "Versez la laque dans la poêle et laissez-la réduire 2 à 3 min en retournant les tranches, jusqu'à ce qu'elles soient brillantes et bien enrobées.",
        tips: "Baissez le feu dès que la sauce bouillonne : le sirop d'érable brûle vite.",
      },
      { time: 2, explanation: "Ajoutez le brocoli dans la poêle pour l'enrober du reste de laque et parsemez de graines de sésame." },
    ],
    variantSuggestions: ['Avec du tofu ferme', 'Avec des haricots verts', 'Avec du pak choï en automne'],
    improvementSuggestions: ['Faites mariner le tempeh 1 heure dans la laque avant de le cuire.'],
    sideDishSuggestions: ['Riz complet', 'Riz thaï', 'Nouilles de riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'automne', 'rapide', 'protéiné'],
  },
  {
    id: 'tacos-de-mais-aux-haricots-noirs-avocat-et-salsa',
    title: 'Tacos de maïs aux haricots noirs, avocat et salsa',
    description:
      "Des tortillas de maïs garnies de haricots noirs épicés, d'une salsa de tomate au citron vert, d'avocat et de laitue croquante.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'tortilla-de-mais', quantity: 12, unit: 'pièce' },
      { id: 'haricots-noirs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'avocat', quantity: 2, unit: 'pièce' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'citron-vert', quantity: 2, unit: 'pièce' },
      { id: 'laitue-romaine', quantity: 0.5, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préparez la salsa : coupez les tomates en petits dés, hachez la moitié de l'oignon rouge et la coriandre, mélangez avec le jus d'un citron vert et 1 pincée de sel.",
      },
      { time: 6, explanation: 'Émincez finement la laitue. Coupez les avocats en lamelles et arrosez-les du jus du second citron vert.' },
      {
        time: 6,
        explanation:
          "Faites revenir le reste d'oignon 3 min dans l'huile, ajoutez les haricots noirs, le cumin, le paprika fumé et 1 pincée de sel, et écrasez-en grossièrement la moitié à la fourchette en chauffant 3 min.",
      },
      {
        time: 5,
        explanation: 'Réchauffez les tortillas 30 secondes de chaque côté dans une poêle sèche et gardez-les au chaud dans un torchon.',
      },
      {
        time: 5,
        explanation: "Garnissez chaque tortilla de haricots, de salsa, de laitue et d'avocat, et servez aussitôt.",
        tips: "Les tortillas de maïs cassent quand elles refroidissent : gardez-les dans le torchon jusqu'au moment de garnir.",
      },
    ],
    variantSuggestions: ['Avec de la patate douce rôtie', 'Avec du maïs grillé', 'Avec une sauce au yaourt de soja et au citron vert'],
    improvementSuggestions: ['Ajoutez quelques rondelles de piment frais pour les amateurs.'],
    sideDishSuggestions: ['Riz mexicain', 'Guacamole'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'automne', 'à partager', 'rapide'],
  },
  {
    id: 'enchiladas-de-haricots-rouges-a-la-patate-douce',
    title: 'Enchiladas de haricots rouges à la patate douce',
    description:
      "Des tortillas de maïs roulées autour d'une farce de patate douce et de haricots rouges au cumin, nappées de sauce tomate épicée et cuites au four, servies avec yaourt de soja et coriandre.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 2,
    prepTime: 25,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'tortilla-de-mais', quantity: 8, unit: 'pièce' },
      { id: 'patate-douce', quantity: 2, unit: 'pièce' },
      { id: 'haricots-rouges', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'coulis-de-tomate', quantity: 500, unit: 'g' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'yaourt-soja', quantity: 2, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Épluchez les patates douces, coupez-les en petits dés et faites-les cuire 12 min à la vapeur ou à l'eau salée, jusqu'à ce qu'elles soient tendres.",
      },
      {
        time: 8,
        explanation:
          "Faites revenir l'oignon et l'ail hachés 5 min dans 2 cuillerées d'huile avec le cumin. Ajoutez les patates douces et les haricots rouges, salez et écrasez grossièrement.",
      },
      {
        time: 5,
        explanation:
          "Mélangez le coulis de tomate avec le paprika, le piment de Cayenne, 1 pincée de sel et le reste d'huile. Préchauffez le four à 190 °C.",
      },
      {
        time: 7,
        explanation:
          'Versez un tiers de la sauce dans un plat. Garnissez chaque tortilla de farce, roulez-la et rangez-la dans le plat, soudure en dessous. Nappez du reste de sauce.',
        tips: 'Tiédissez les tortillas de maïs 20 secondes à la poêle : elles se roulent sans casser.',
      },
      { time: 25, explanation: 'Enfournez 25 min. Servez avec une cuillerée de yaourt de soja et la coriandre ciselée.' },
    ],
    variantSuggestions: ['Avec des haricots noirs', 'Avec du potiron', 'Avec des épinards dans la farce'],
    improvementSuggestions: ['Ajoutez du maïs doux dans la farce pour le croquant et la couleur.'],
    sideDishSuggestions: ['Salade verte', 'Riz', 'Guacamole'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'four', 'à partager'],
  },
  {
    id: 'fajitas-de-tofu-aux-poivrons',
    title: 'Fajitas de tofu aux poivrons',
    description:
      'Des lanières de tofu marinées au citron vert et aux épices tex-mex, poêlées à feu vif avec poivrons et oignons, à rouler dans des tortillas tièdes avec guacamole.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'tortilla-de-ble', quantity: 8, unit: 'pièce' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-jaune', quantity: 1, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'origan', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'guacamole', quantity: 200, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Coupez le tofu en bâtonnets, mélangez-le avec le jus du citron vert, le cumin, le paprika fumé, l'origan, 1 cuillerée d'huile et le sel, et laissez mariner 10 min.",
      },
      { time: 5, explanation: "Pendant ce temps, coupez les poivrons en lanières et l'oignon rouge en fins quartiers." },
      { time: 6, explanation: "Faites dorer le tofu 5 à 6 min à feu vif dans une grande poêle avec 1 cuillerée d'huile, puis réservez." },
      {
        time: 6,
        explanation:
          "Faites sauter les poivrons et l'oignon 5 min à feu vif dans le reste d'huile : ils doivent rester un peu croquants. Remettez le tofu et mélangez.",
        tips: 'Une poêle très chaude donne le goût grillé typique des fajitas.',
      },
      {
        time: 3,
        explanation: 'Réchauffez les tortillas et servez-les avec la garniture et le guacamole, chacun roulant ses fajitas à table.',
      },
    ],
    variantSuggestions: ['Avec des tortillas de maïs (sans gluten)', 'Avec du tempeh', 'Avec des champignons'],
    improvementSuggestions: ['Ajoutez une salsa de tomates fraîches et des haricots noirs.'],
    sideDishSuggestions: ['Riz mexicain', 'Haricots noirs'],
    tags: ['vegan', 'sans lactose', 'été', 'automne', 'à partager', 'rapide'],
  },
  {
    id: 'jambalaya-vegetal-aux-haricots-rouges',
    title: 'Jambalaya végétal aux haricots rouges',
    description:
      'Le riz épicé de Louisiane en version végane : riz long cuit avec la « sainte trinité » oignon-céleri-poivron, tomates, haricots rouges, paprika fumé et thym.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'riz-long', quantity: 250, unit: 'g' },
      { id: 'haricots-rouges', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'celeri-branche', quantity: 0.25, unit: 'pièce', note: '2 branches' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: "Coupez l'oignon, le céleri et le poivron en petits dés, hachez l'ail." },
      {
        time: 7,
        explanation:
          "Faites revenir les légumes 6 min dans l'huile d'olive dans une cocotte, puis ajoutez l'ail, le paprika fumé, le piment de Cayenne et le thym et remuez 1 minute.",
      },
      { time: 2, explanation: "Ajoutez le riz et remuez 1 à 2 min pour bien l'enrober." },
      {
        time: 20,
        explanation:
          "Versez les tomates concassées et 50 cl d'eau, ajoutez le laurier et le sel, couvrez et laissez cuire 18 à 20 min à feu doux, jusqu'à absorption du liquide.",
        tips: 'Ne remuez pas pendant la cuisson : le riz resterait collant.',
      },
      { time: 5, explanation: 'Ajoutez les haricots rouges, couvrez hors du feu 5 min, retirez le laurier et parsemez de persil.' },
    ],
    variantSuggestions: ['Avec des saucisses végétales fumées', 'Avec du tofu fumé en dés', 'Avec des gombos'],
    improvementSuggestions: ['Servez avec quelques gouttes de sauce pimentée.'],
    sideDishSuggestions: ['Salade verte', 'Maïs grillé'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'été', 'automne', 'épicé', 'plat unique'],
  },
  // ───────────── Courges, champignons et poireaux ─────────────
  {
    id: 'polenta-cremeuse-aux-champignons-et-haricots-blancs',
    title: 'Polenta crémeuse aux champignons et haricots blancs',
    description:
      "Une polenta onctueuse montée à l'huile d'olive et au lait de soja, surmontée d'une poêlée de champignons et de haricots blancs à l'ail, au thym et au persil.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'polenta', quantity: 200, unit: 'g', note: 'précuite' },
      { id: 'lait-de-soja', quantity: 40, unit: 'cl' },
      { id: 'eau', quantity: 60, unit: 'cl' },
      { id: 'champignon-de-paris', quantity: 300, unit: 'g' },
      { id: 'pleurote', quantity: 200, unit: 'g' },
      { id: 'haricots-blancs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: "Nettoyez et émincez les champignons de Paris, déchirez les pleurotes en lanières, hachez l'ail et le persil.",
      },
      {
        time: 8,
        explanation:
          "Faites sauter les champignons 6 à 8 min à feu vif dans 3 cuillerées d'huile avec le thym, jusqu'à ce qu'ils soient bien dorés. Salez.",
      },
      { time: 4, explanation: "Ajoutez l'ail et les haricots blancs, faites chauffer 3 min, poivrez et ajoutez le persil hors du feu." },
      {
        time: 8,
        explanation:
          "Pendant ce temps, portez l'eau et le lait de soja à ébullition avec 1 pincée de sel et la muscade, versez la polenta en pluie en fouettant et laissez cuire 5 min en remuant. Ajoutez le reste d'huile.",
        tips: 'La polenta épaissit en refroidissant : servez-la aussitôt, ou détendez-la avec un peu de lait de soja chaud.',
      },
      { time: 2, explanation: 'Répartissez la polenta dans des assiettes creuses et couvrez de champignons aux haricots.' },
    ],
    variantSuggestions: ['Avec des cèpes à l’automne', 'Avec des épinards poêlés', 'Polenta refroidie, coupée en parts et grillée'],
    improvementSuggestions: ['Un trait de vinaigre balsamique sur les champignons en fin de cuisson leur donne du relief.'],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'toute saison', 'rapide', 'réconfortant'],
  },
  {
    id: 'courge-spaghetti-a-la-bolognaise-de-lentilles',
    title: 'Courge spaghetti à la bolognaise de lentilles',
    description:
      "Une courge spaghetti rôtie dont la chair filandreuse remplace les pâtes, servie dans sa coque avec une sauce tomate aux lentilles, aux carottes et à l'origan.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'courge-spaghetti', quantity: 1, unit: 'pièce' },
      { id: 'lentilles-vertes', quantity: 150, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'coulis-de-tomate', quantity: 500, unit: 'g' },
      { id: 'origan', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'basilic', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 200 °C. Coupez la courge en deux dans la longueur, retirez les graines, badigeonnez la chair de 2 cuillerées d'huile, salez et posez les moitiés face coupée contre la plaque.",
      },
      { time: 45, explanation: "Enfournez 40 à 45 min, jusqu'à ce que la chair se détache en filaments à la fourchette." },
      {
        time: 8,
        explanation: "Pendant ce temps, hachez l'oignon, l'ail et les carottes et faites-les revenir 6 min dans le reste d'huile.",
      },
      {
        time: 30,
        explanation:
          "Ajoutez les lentilles rincées, le coulis de tomate, l'origan et 40 cl d'eau, salez, poivrez et laissez mijoter 30 min, jusqu'à ce que les lentilles soient tendres.",
        tips: "Surveillez la fin de cuisson et ajoutez un peu d'eau si la sauce attache.",
      },
      {
        time: 3,
        explanation: 'Grattez la chair de la courge en filaments, laissez-la dans sa coque, nappez de sauce et parsemez de basilic.',
      },
    ],
    variantSuggestions: [
      'Avec des champignons hachés dans la sauce',
      'Avec une sauce au pesto et des pois chiches',
      'Moitié courge, moitié spaghetti pour les enfants',
    ],
    improvementSuggestions: [
      "Parsemez de pignons grillés et d'un peu de levure maltée pour le goût de parmesan (elle contient du gluten).",
    ],
    sideDishSuggestions: ['Salade verte'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'léger', 'four'],
  },
  {
    id: 'potimarron-farci-aux-lentilles-champignons-et-noisettes',
    title: 'Potimarron farci aux lentilles, champignons et noisettes',
    description:
      "Un potimarron entier rôti et garni de lentilles vertes, de champignons poêlés, d'échalote et de noisettes torréfiées parfumées à la sauge : un plat de fête d'automne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 30,
    cookTime: 60,
    servings: 4,
    ingredients: [
      { id: 'potimarron', quantity: 1, unit: 'pièce' },
      { id: 'lentilles-vertes', quantity: 150, unit: 'g' },
      { id: 'champignon-de-paris', quantity: 250, unit: 'g' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'noisette', quantity: 50, unit: 'g' },
      { id: 'sauge', quantity: 5, unit: 'g' },
      { id: 'creme-de-soja', quantity: 10, unit: 'cl' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 190 °C. Lavez le potimarron, coupez un chapeau, retirez les graines à la cuillère. Badigeonnez l'intérieur d'huile, salez et enfournez-le 30 min avec son chapeau à côté.",
        tips: "La peau du potimarron se mange : inutile de l'éplucher.",
      },
      {
        time: 25,
        explanation: "Pendant ce temps, faites cuire les lentilles 25 min à l'eau frémissante, salez en fin de cuisson et égouttez.",
      },
      {
        time: 10,
        explanation:
          "Faites torréfier les noisettes 5 min à sec dans une poêle et concassez-les. Dans la même poêle, faites dorer les champignons émincés, l'échalote ciselée et l'ail haché 6 min dans le reste d'huile.",
      },
      {
        time: 5,
        explanation: 'Mélangez les lentilles, les champignons, les noisettes, la sauge ciselée et la crème de soja. Salez et poivrez.',
      },
      {
        time: 30,
        explanation:
          "Garnissez le potimarron de farce, couvrez du chapeau et remettez au four 30 min, jusqu'à ce que la chair soit fondante sous la pointe d'un couteau.",
      },
      { time: 3, explanation: 'Présentez le potimarron entier à table et servez-le en quartiers, avec sa farce.' },
    ],
    variantSuggestions: ['Avec du riz sauvage dans la farce', 'Avec des châtaignes', 'En petites courges individuelles'],
    improvementSuggestions: ['Ajoutez une poignée de cranberries séchées pour une touche acidulée de fête.'],
    sideDishSuggestions: ['Salade de mâche', 'Salade de roquette'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'fête', 'farci'],
  },
  {
    id: 'gratin-de-poireaux-pommes-de-terre-et-tofu-fume',
    title: 'Gratin de poireaux, pommes de terre et tofu fumé',
    description:
      "Des pommes de terre en rondelles, une fondue de poireaux et des dés de tofu fumé sous une crème de soja à la muscade, gratinés jusqu'à être dorés.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 800, unit: 'g' },
      { id: 'tofu-fume', quantity: 200, unit: 'g' },
      { id: 'creme-de-soja', quantity: 40, unit: 'cl' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Émincez les poireaux, rincez-les et faites-les fondre 10 min à couvert dans l'huile d'olive avec le tofu fumé coupé en dés.",
      },
      {
        time: 10,
        explanation: 'Pendant ce temps, épluchez les pommes de terre et coupez-les en rondelles de 3 mm. Préchauffez le four à 180 °C.',
      },
      {
        time: 5,
        explanation:
          "Frottez un plat à gratin avec la gousse d'ail coupée. Alternez des couches de pommes de terre et de poireaux au tofu, en salant et poivrant chaque couche.",
      },
      {
        time: 50,
        explanation:
          "Mélangez la crème de soja avec la muscade, versez-la sur le gratin et enfournez 50 min, jusqu'à ce que les pommes de terre soient tendres et le dessus doré.",
        tips: "Couvrez d'une feuille de papier cuisson les 20 premières minutes si le dessus colore trop vite.",
      },
    ],
    variantSuggestions: ['Avec des champignons', 'Avec des haricots blancs à la place du tofu', 'Avec une couche de patate douce'],
    improvementSuggestions: ["Ajoutez une cuillerée de moutarde à l'ancienne à la crème."],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'automne', 'hiver', 'printemps', 'gratiné', 'familial'],
  },
  {
    id: 'risotto-au-potimarron-sauge-et-creme-de-soja',
    title: 'Risotto au potimarron, sauge et crème de soja',
    description:
      'Un risotto crémeux où des dés de potimarron fondent dans le riz, parfumé à la sauge et adouci à la crème de soja, avec des graines de courge grillées.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'riz-arborio', quantity: 300, unit: 'g' },
      { id: 'potimarron', quantity: 0.5, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'vin-blanc', quantity: 10, unit: 'cl' },
      { id: 'bouillon-de-legumes', quantity: 1, unit: 'l' },
      { id: 'creme-de-soja', quantity: 10, unit: 'cl' },
      { id: 'sauge', quantity: 5, unit: 'g' },
      { id: 'graines-de-courge', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Lavez le potimarron, retirez les graines et coupez la chair avec la peau en petits dés. Émincez l'oignon. Faites chauffer le bouillon et gardez-le frémissant.",
      },
      {
        time: 5,
        explanation:
          "Faites revenir l'oignon 3 min dans l'huile d'olive, ajoutez le riz et remuez 2 min jusqu'à ce qu'il soit nacré. Versez le vin blanc et laissez-le s'évaporer.",
      },
      {
        time: 20,
        explanation:
          'Ajoutez le potimarron et la moitié de la sauge ciselée, puis versez le bouillon louche par louche en remuant souvent, en attendant que chaque louche soit absorbée, pendant 18 à 20 min.',
        tips: 'Le riz est prêt quand il est tendre avec un cœur encore légèrement ferme.',
      },
      {
        time: 3,
        explanation:
          'Hors du feu, incorporez la crème de soja, poivrez, couvrez et laissez reposer 2 min. Pendant ce temps, faites griller les graines de courge à sec.',
      },
      { time: 2, explanation: 'Servez parsemé de graines de courge et du reste de sauge.' },
    ],
    variantSuggestions: ['Avec de la butternut', 'Avec des champignons', 'Avec des pois chiches rôtis pour plus de protéines'],
    improvementSuggestions: ["Faites frire quelques feuilles de sauge entières dans l'huile pour décorer."],
    sideDishSuggestions: ['Salade de roquette', 'Salade de mâche'],
    tags: ['vegan', 'sans lactose', 'automne', 'hiver', 'réconfortant'],
  },
];
