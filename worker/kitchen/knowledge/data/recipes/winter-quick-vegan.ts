import type { RecipeData } from '../../vocabulary';

// Quick vegan lunches and dinners for winter: prep + cook within 30 min (the « Rapide » day), 4 servings,
// every fresh produce in season in December, no nuts, peanuts, sesame, mustard, lentils, mushrooms,
// aubergine, sweet pepper or coriander. Each: a starch, a protein (beans, chickpeas, fèves, tofu, tempeh or seitan), winter vegetables.
export const winterQuickVegan: RecipeData[] = [
  // ───────────── Sans gluten ─────────────
  {
    id: 'poelee-de-pommes-de-terre-chou-vert-et-tofu-fume',
    title: 'Poêlée de pommes de terre, chou vert et tofu fumé',
    description:
      "Des pommes de terre dorées à la poêle, du chou vert étuvé au thym et des dés de tofu fumé déglacés au vinaigre de cidre : tout le goût d'une potée, en 30 minutes et sans viande.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1, unit: 'kg' },
      { id: 'chou-vert', quantity: 400, unit: 'g', note: 'émincé' },
      { id: 'tofu-fume', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'vinaigre-de-cidre', quantity: 1, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épluchez les pommes de terre et coupez-les en dés de 1,5 cm. Émincez finement le chou vert et l'oignon, hachez l'ail et coupez le tofu fumé en dés.",
      },
      {
        time: 18,
        explanation:
          "Faites chauffer 2 cuillerées d'huile d'olive dans une grande poêle, ajoutez les pommes de terre, salez et faites-les cuire 13 min à couvert sur feu moyen en remuant souvent, puis 5 min à découvert pour les dorer.",
        tips: 'Des dés réguliers et pas trop gros cuisent en même temps et sans précuisson.',
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, faites revenir l'oignon 3 min dans le reste d'huile d'olive dans une sauteuse. Ajoutez le chou, l'ail, le thym et l'eau, couvrez et laissez étuver 7 min.",
      },
      {
        time: 5,
        explanation:
          'Ajoutez le tofu fumé au chou et faites-le dorer 3 min, déglacez au vinaigre de cidre, puis mélangez avec les pommes de terre. Poivrez et parsemez de persil ciselé.',
      },
    ],
    variantSuggestions: [
      'Avec des choux de Bruxelles émincés à la place du chou vert',
      'Avec une pincée de graines de carvi, à l’alsacienne',
      'Avec des dés de céleri-rave poêlés avec les pommes de terre',
    ],
    improvementSuggestions: [
      'Laissez les pommes de terre attacher légèrement sans remuer les 3 dernières minutes pour une croûte bien dorée.',
    ],
    sideDishSuggestions: ['Salade de mâche', 'Salade d’endives'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'familial', 'économique'],
  },
  {
    id: 'curry-express-de-butternut-aux-pois-chiches',
    title: 'Curry express de butternut aux pois chiches',
    description:
      'Des petits dés de butternut et des pois chiches mijotés au lait de coco avec gingembre, curcuma et garam masala, servis sur du riz basmati : un curry doux et complet, prêt en une demi-heure.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'riz-basmati', quantity: 240, unit: 'g' },
      { id: 'courge-butternut', quantity: 600, unit: 'g', note: 'pelée, en dés de 1,5 cm' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'tomates-concassees', quantity: 200, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'huile-de-colza', quantity: 1, unit: 'c. à soupe' },
      { id: 'pousses-d-epinard', quantity: 100, unit: 'g' },
      { id: 'jus-de-citron-vert', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épluchez la butternut et coupez-la en dés de 1,5 cm. Émincez l'oignon, hachez l'ail, râpez le gingembre et rincez les pois chiches.",
      },
      {
        time: 12,
        explanation: "Rincez le riz basmati et faites-le cuire 12 min dans une grande casserole d'eau bouillante salée, puis égouttez-le.",
      },
      {
        time: 4,
        explanation:
          "Pendant ce temps, faites revenir l'oignon 3 min dans l'huile de colza dans une cocotte, puis ajoutez l'ail, le gingembre, le garam masala, le curcuma et le cumin et remuez 1 minute.",
      },
      {
        time: 15,
        explanation:
          'Ajoutez la butternut, les tomates concassées et le lait de coco, salez et laissez mijoter 12 min à couvert. Ajoutez les pois chiches et laissez chauffer 3 min à découvert.',
        tips: 'La courge est cuite quand la pointe d’un couteau la traverse sans résistance.',
      },
      {
        time: 2,
        explanation:
          'Hors du feu, incorporez les pousses d’épinard, qui tombent en 1 minute, et le jus de citron vert. Servez sur le riz basmati.',
      },
    ],
    variantSuggestions: [
      'Avec du potimarron, sans l’éplucher',
      'Avec des haricots rouges à la place des pois chiches',
      'Avec du chou kale émincé',
    ],
    improvementSuggestions: ['Faites griller les graines de cumin entières dans l’huile avant l’oignon pour un parfum plus profond.'],
    sideDishSuggestions: ['Raïta au yaourt de soja et à la menthe', 'Chutney de mangue'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'automne', 'rapide', 'réconfortant'],
  },
  {
    id: 'polenta-cremeuse-aux-haricots-blancs-et-chou-kale-a-l-ail',
    title: "Polenta crémeuse aux haricots blancs et chou kale à l'ail",
    description:
      "Une polenta onctueuse à la crème de soja et à l'huile d'olive, surmontée de chou kale fondu à l'ail, au romarin et au piment, et de haricots blancs parfumés au zeste de citron.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'polenta', quantity: 250, unit: 'g', note: 'précuite' },
      { id: 'eau', quantity: 1.1, unit: 'l' },
      { id: 'creme-de-soja', quantity: 10, unit: 'cl' },
      { id: 'haricots-blancs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'chou-kale', quantity: 250, unit: 'g' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'romarin', quantity: 1, unit: 'pièce' },
      { id: 'zeste-de-citron', quantity: 1, unit: 'pièce' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Retirez les grosses côtes du chou kale, lavez et émincez les feuilles. Émincez les échalotes, coupez l'ail en lamelles et rincez les haricots blancs.",
      },
      {
        time: 8,
        explanation:
          "Dans une sauteuse, faites revenir les échalotes 3 min dans 2 cuillerées d'huile d'olive. Ajoutez l'ail, le romarin effeuillé, le piment, le chou kale et un demi-verre d'eau, couvrez et laissez fondre 5 min.",
      },
      {
        time: 4,
        explanation: 'Ajoutez les haricots blancs et le zeste de citron, salez, poivrez et laissez chauffer 4 min à feu doux.',
      },
      {
        time: 8,
        explanation:
          "Pendant ce temps, portez le reste de l'eau à ébullition avec le sel, versez la polenta en pluie en fouettant et laissez cuire 5 min en remuant. Hors du feu, incorporez la crème de soja et 1 cuillerée d'huile d'olive.",
        tips: 'Ajoutez un peu d’eau chaude si la polenta épaissit trop avant de servir.',
      },
      {
        time: 2,
        explanation:
          "Servez la polenta dans des assiettes creuses, garnie du chou et des haricots, avec un filet du reste d'huile d'olive.",
      },
    ],
    variantSuggestions: [
      'Avec du chou vert ou des blettes',
      'Avec des pois chiches à la place des haricots blancs',
      'Avec des tomates séchées émincées',
    ],
    improvementSuggestions: ['Laissez refroidir le reste de polenta dans un plat : le lendemain, poêlez-la en tranches.'],
    sideDishSuggestions: ['Salade de chicorée rouge', 'Salade de mâche'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'réconfortant'],
  },
  {
    id: 'chili-sin-carne-express-aux-haricots-rouges-et-patate-douce',
    title: 'Chili sin carne express aux haricots rouges et patate douce',
    description:
      'Haricots rouges, petits dés de patate douce et maïs mijotés à la tomate avec cumin, paprika fumé et origan, servis sur du riz avec un filet de citron vert : le chili de semaine, sans viande et sans poivron.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'riz-long', quantity: 240, unit: 'g' },
      { id: 'haricots-rouges', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'patate-douce', quantity: 1, unit: 'pièce' },
      { id: 'mais-doux', quantity: 140, unit: 'g', note: 'égoutté' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'origan', quantity: 1, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 7,
        explanation:
          "Épluchez la patate douce et coupez-la en dés de 1 cm. Émincez l'oignon, hachez l'ail, rincez les haricots rouges et égouttez le maïs.",
      },
      {
        time: 12,
        explanation: "Faites cuire le riz 12 min dans une grande casserole d'eau bouillante salée, puis égouttez-le.",
      },
      {
        time: 4,
        explanation:
          "Pendant ce temps, faites revenir l'oignon 3 min dans l'huile d'olive dans une cocotte, puis ajoutez l'ail, le cumin, le paprika fumé, l'origan et le piment de Cayenne et remuez 1 minute.",
      },
      {
        time: 13,
        explanation:
          "Ajoutez la patate douce, les tomates concassées et l'eau, salez et laissez mijoter 13 min à couvert, jusqu'à ce que la patate douce soit tendre.",
      },
      {
        time: 5,
        explanation:
          'Ajoutez les haricots rouges et le maïs et laissez épaissir 5 min à découvert. Arrosez du jus de la moitié du citron vert et servez sur le riz avec le reste du citron vert en quartiers.',
        tips: 'Le chili se garde 3 jours au réfrigérateur et se congèle très bien.',
      },
    ],
    variantSuggestions: ['Avec des haricots noirs', 'Avec du potiron à la place de la patate douce', 'En garniture de tortillas de maïs'],
    improvementSuggestions: ['Ajoutez un carré de chocolat noir en fin de cuisson pour une sauce plus ronde.'],
    sideDishSuggestions: ['Guacamole', 'Chips de maïs'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'épicé', 'batch cooking'],
  },
  {
    id: 'quinoa-aux-choux-de-bruxelles-tempeh-et-orange',
    title: 'Quinoa aux choux de Bruxelles, tempeh et orange',
    description:
      "Des choux de Bruxelles poêlés bien dorés, du tempeh laqué au tamari, au sirop d'érable et au jus d'orange, du quinoa et des graines de courge grillées : un bol d'hiver sucré-salé et rassasiant.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'quinoa', quantity: 240, unit: 'g' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'chou-de-bruxelles', quantity: 400, unit: 'g' },
      { id: 'tempeh', quantity: 300, unit: 'g' },
      { id: 'orange', quantity: 2, unit: 'pièce' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'tamari', quantity: 2, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'graines-de-courge', quantity: 30, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Rincez le quinoa, versez-le dans une casserole avec l'eau et le sel, portez à ébullition et laissez cuire 12 min à feu doux, jusqu'à absorption. Laissez gonfler 3 min à couvert hors du feu.",
      },
      {
        time: 6,
        explanation:
          "Pendant ce temps, parez les choux de Bruxelles et coupez-les en deux, coupez le tempeh en dés et émincez les échalotes. Prélevez le zeste d'une orange et pressez son jus ; pelez l'autre à vif et détaillez-la en suprêmes.",
      },
      {
        time: 10,
        explanation:
          "Faites chauffer 2 cuillerées d'huile d'olive dans une poêle, posez les choux de Bruxelles face coupée dessous et laissez-les dorer 3 min. Ajoutez les échalotes et 3 cuillerées d'eau, couvrez et laissez cuire 6 min.",
      },
      {
        time: 6,
        explanation:
          "Dans une autre poêle, faites dorer le tempeh 4 min dans le reste d'huile d'olive. Ajoutez le tamari, le sirop d'érable et le jus d'orange et laissez réduire 2 min en remuant pour bien l'enrober.",
      },
      {
        time: 3,
        explanation:
          'Faites griller les graines de courge 2 min à sec. Mélangez le quinoa, les choux de Bruxelles, le tempeh et son jus, le zeste et les suprêmes d’orange, poivrez et parsemez de graines de courge.',
      },
    ],
    variantSuggestions: [
      'Avec du tofu fumé à la place du tempeh',
      'Avec du sarrasin à la place du quinoa',
      'Avec des clémentines à la place des oranges',
    ],
    improvementSuggestions: ['Ne remuez pas les choux de Bruxelles pendant qu’ils dorent : c’est la croûte qui leur ôte leur amertume.'],
    sideDishSuggestions: ['Salade de mâche', 'Endives en salade'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'protéiné'],
  },
  {
    id: 'kasha-de-sarrasin-aux-poireaux-carottes-et-feves',
    title: 'Kasha de sarrasin aux poireaux, carottes et fèves',
    description:
      "Du sarrasin grillé puis cuit à couvert, comme en Europe de l'Est, mélangé à des poireaux et des carottes fondus au thym, à des fèves et à des graines de courge grillées : un plat complet, rustique et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'sarrasin', quantity: 240, unit: 'g', note: 'en grains' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'poireau', quantity: 2, unit: 'pièce' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'feves-surgelees', quantity: 400, unit: 'g' },
      { id: 'graines-de-courge', quantity: 30, unit: 'g' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'vinaigre-de-cidre', quantity: 1, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation: "Lavez les poireaux et émincez-les, coupez les carottes en petits dés, hachez l'ail et faites bouillir l'eau.",
      },
      {
        time: 12,
        explanation:
          "Faites griller le sarrasin 2 min à sec dans une casserole en remuant, versez l'eau bouillante, ajoutez le laurier et 2 pincées de sel, couvrez et laissez cuire 10 min à feu doux, jusqu'à absorption.",
        tips: 'Ne remuez pas le sarrasin pendant la cuisson : les grains restent entiers.',
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, faites revenir les poireaux et les carottes dans 2 cuillerées d'huile d'olive avec l'ail et le thym, couvrez et laissez fondre 4 min, puis ajoutez les fèves encore surgelées et poursuivez 5 min à couvert.",
      },
      {
        time: 4,
        explanation:
          "Faites griller les graines de courge 2 min à sec. Salez les légumes du reste du sel et déglacez au vinaigre de cidre. Mélangez avec le sarrasin égrené à la fourchette, arrosez du reste d'huile d'olive, poivrez et parsemez de persil et de graines de courge.",
      },
    ],
    variantSuggestions: [
      'Avec des flageolets ou des haricots blancs à la place des fèves',
      'Avec du chou vert émincé à la place des poireaux',
      'Avec du quinoa à la place du sarrasin',
    ],
    improvementSuggestions: ['Achetez du sarrasin déjà torréfié (kasha) : il a plus de goût et reste mieux en grains.'],
    sideDishSuggestions: ['Salade d’endives', 'Betteraves en vinaigrette'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'économique'],
  },
  {
    id: 'nouilles-sautees-au-tofu-chou-chinois-et-carottes',
    title: 'Nouilles sautées au tofu, chou chinois et carottes',
    description:
      'Des nouilles de riz sautées au wok avec des cubes de tofu croustillant, du chou chinois, des carottes et du poireau, dans une sauce tamari, gingembre et citron vert : un plat sans gluten prêt en 25 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'nouilles-de-riz', quantity: 250, unit: 'g' },
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'chou-chinois', quantity: 400, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'poireau', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à soupe' },
      { id: 'jus-de-citron-vert', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Faites tremper les nouilles de riz 5 min dans de l'eau bouillante (ou selon le paquet), égouttez-les et passez-les sous l'eau froide.",
      },
      {
        time: 8,
        explanation:
          "Épongez le tofu, coupez-le en cubes et roulez-les dans la maïzena. Émincez le chou chinois, coupez les carottes en julienne et le poireau en fines rondelles, hachez l'ail et le gingembre. Mélangez le tamari, le sirop d'érable et le jus de citron vert.",
      },
      {
        time: 6,
        explanation:
          "Faites dorer le tofu 5 à 6 min dans 2 cuillerées d'huile bien chaude dans un wok, en le retournant, puis réservez-le.",
      },
      {
        time: 5,
        explanation:
          "Dans le reste d'huile, faites sauter le poireau et les carottes 3 min à feu vif, ajoutez l'ail, le gingembre et le chou chinois et faites sauter 2 min.",
      },
      {
        time: 3,
        explanation: 'Ajoutez les nouilles, le tofu et la sauce, faites sauter 2 à 3 min en mélangeant bien et servez aussitôt.',
      },
    ],
    variantSuggestions: [
      'Avec du chou blanc émincé finement',
      'Avec des pousses de soja ajoutées à la fin',
      'Avec du tempeh à la place du tofu',
    ],
    improvementSuggestions: ['Un filet de sauce pimentée au moment de servir pour ceux qui aiment relevé.'],
    sideDishSuggestions: ['Salade de chou chinois au vinaigre de riz'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'wok'],
  },
  {
    id: 'poelee-de-panais-pommes-de-terre-et-tempeh-au-romarin',
    title: 'Poêlée de panais, pommes de terre et tempeh au romarin',
    description:
      "Des dés de panais et de pommes de terre dorés à la poêle avec du romarin, puis du tempeh doré à l'oignon rouge, au tamari et au paprika fumé : une poêlée d'hiver sucrée-salée et bien protéinée.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 600, unit: 'g' },
      { id: 'panais', quantity: 3, unit: 'pièce' },
      { id: 'tempeh', quantity: 400, unit: 'g' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'romarin', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 1, unit: 'c. à soupe' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épluchez les pommes de terre et les panais et coupez-les en dés de 1,5 cm. Coupez le tempeh en dés, émincez l'oignon rouge et écrasez les gousses d'ail sans les éplucher.",
      },
      {
        time: 18,
        explanation:
          "Faites chauffer 2 cuillerées d'huile d'olive dans une grande poêle, ajoutez les pommes de terre, les panais, l'ail et le romarin, salez et faites cuire 12 min à couvert en remuant souvent, puis 6 min à découvert pour dorer.",
        tips: 'Le panais caramélise plus vite que la pomme de terre : baissez le feu s’il colore trop tôt.',
      },
      {
        time: 7,
        explanation:
          "Pendant ce temps, faites revenir l'oignon rouge 2 min dans le reste d'huile d'olive dans une autre poêle, ajoutez le tempeh et faites-le dorer 4 min. Ajoutez le tamari et le paprika fumé et remuez 1 minute.",
      },
      {
        time: 3,
        explanation: 'Mélangez le tempeh aux légumes, retirez les brins de romarin, poivrez et parsemez de persil ciselé.',
      },
    ],
    variantSuggestions: [
      'Avec des carottes à la place des panais',
      'Avec du tofu fumé à la place du tempeh',
      'Avec des topinambours, plus fondants',
    ],
    improvementSuggestions: ['Servez avec une cuillerée de yaourt au soja relevé de persil et de citron.'],
    sideDishSuggestions: ['Salade de mâche', 'Chou rouge râpé en vinaigrette'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'protéiné'],
  },
  {
    id: 'tacos-de-mais-aux-haricots-noirs-et-chou-rouge-a-l-orange',
    title: "Tacos de maïs aux haricots noirs et chou rouge à l'orange",
    description:
      "Des tortillas de maïs garnies de haricots noirs écrasés au cumin et au paprika fumé, d'un chou rouge croquant mariné au jus d'orange et de citron vert, d'avocat et d'oignon rouge : des tacos d'hiver frais et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'tortilla-de-mais', quantity: 12, unit: 'pièce' },
      { id: 'haricots-noirs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'chou-rouge', quantity: 300, unit: 'g' },
      { id: 'orange', quantity: 1, unit: 'pièce' },
      { id: 'avocat', quantity: 1, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'jus-de-citron-vert', quantity: 3, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 5, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Émincez le chou rouge très finement. Pressez l'orange et mélangez son jus au chou avec 2 cuillerées de jus de citron vert, 1 cuillerée d'huile d'olive et 1 pincée de sel : laissez mariner pendant la suite.",
      },
      {
        time: 4,
        explanation:
          "Hachez l'oignon rouge. Coupez l'avocat en lamelles et arrosez-les du reste de jus de citron vert. Rincez les haricots noirs.",
      },
      {
        time: 7,
        explanation:
          "Faites revenir la moitié de l'oignon rouge 2 min dans le reste d'huile d'olive, ajoutez le cumin et le paprika fumé, puis les haricots noirs, l'eau et le reste du sel. Réchauffez 5 min en écrasant grossièrement les haricots à la fourchette.",
      },
      {
        time: 4,
        explanation:
          'Réchauffez les tortillas de maïs 20 secondes de chaque côté dans une poêle sèche bien chaude et gardez-les dans un torchon.',
      },
      {
        time: 3,
        explanation:
          "Garnissez chaque tortilla de haricots noirs, de chou rouge égoutté, de lamelles d'avocat et du reste d'oignon rouge, et servez aussitôt.",
      },
    ],
    variantSuggestions: [
      'Avec des haricots rouges',
      'Avec des dés de patate douce poêlés',
      'Avec des tortillas de blé (le plat contient alors du gluten)',
    ],
    improvementSuggestions: ['Une cuillerée de yaourt au soja citronné remplace bien la crème aigre.'],
    sideDishSuggestions: ['Riz à la mexicaine', 'Salade de clémentines'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide'],
  },
  {
    id: 'pulao-de-chou-fleur-aux-petits-pois-et-feves',
    title: 'Pulao de chou-fleur aux petits pois et fèves',
    description:
      'Un riz basmati cuit avec des épices entières, du chou-fleur en petits bouquets, des petits pois et des fèves, relevé de citron vert et de menthe : le matar pulao indien, en plat complet.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'riz-basmati', quantity: 280, unit: 'g' },
      { id: 'eau', quantity: 55, unit: 'cl' },
      { id: 'chou-fleur', quantity: 500, unit: 'g' },
      { id: 'petits-pois-surgeles', quantity: 250, unit: 'g' },
      { id: 'feves-surgelees', quantity: 300, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 10, unit: 'g', note: 'frais' },
      { id: 'cumin', quantity: 1, unit: 'c. à café', note: 'en graines' },
      { id: 'baton-de-cannelle', quantity: 1, unit: 'pièce' },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 1, unit: 'c. à café' },
      { id: 'huile-de-colza', quantity: 3, unit: 'c. à soupe' },
      { id: 'jus-de-citron-vert', quantity: 2, unit: 'c. à soupe' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Rincez le riz basmati jusqu'à ce que l'eau soit claire. Détaillez le chou-fleur en petits bouquets, émincez l'oignon, hachez l'ail et le gingembre.",
      },
      {
        time: 5,
        explanation:
          "Dans une cocotte, faites grésiller le cumin, le bâton de cannelle et le laurier 30 secondes dans l'huile de colza. Ajoutez l'oignon et faites-le revenir 3 min, puis l'ail, le gingembre, le curcuma, le garam masala et le chou-fleur, et remuez 1 minute.",
      },
      {
        time: 14,
        explanation:
          "Ajoutez le riz et remuez 1 minute pour bien l'enrober, versez l'eau, ajoutez 2 pincées de sel et portez à ébullition. Couvrez et laissez cuire 8 min à feu très doux, puis déposez les petits pois et les fèves encore surgelés sur le riz, couvrez à nouveau et poursuivez 5 min.",
        tips: 'Ne soulevez pas le couvercle pendant les 8 premières minutes : le riz cuit à la vapeur.',
      },
      {
        time: 4,
        explanation:
          'Laissez reposer 3 min hors du feu. Égrenez le pulao à la fourchette, retirez la cannelle et le laurier, arrosez de jus de citron vert, rectifiez le sel et parsemez de menthe ciselée.',
      },
    ],
    variantSuggestions: [
      'Avec des pois chiches à la place des fèves',
      'Avec des dés de carotte ou de patate douce',
      'Avec du chou romanesco',
    ],
    improvementSuggestions: ['Ajoutez 2 gousses de cardamome avec la cannelle pour un parfum plus indien.'],
    sideDishSuggestions: ['Raïta au yaourt de soja et à la menthe', 'Chutney de mangue'],
    tags: ['vegan', 'sans gluten', 'sans lactose', 'hiver', 'rapide', 'épicé'],
  },
  // ───────────── Avec des pâtes, de la semoule ou du pain ─────────────
  {
    id: 'pates-aux-poireaux-fondants-seitan-dore-et-citron',
    title: 'Pâtes aux poireaux fondants, seitan doré et citron',
    description:
      'Des pâtes courtes dans une fondue de poireaux à la crème de soja, avec des petits dés de seitan dorés au paprika fumé comme des lardons, du zeste et du jus de citron et de la ciboulette : les pâtes poireaux-lardons, en version végane.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'pates-seches', quantity: 320, unit: 'g', note: 'courtes' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'seitan', quantity: 250, unit: 'g' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'creme-de-soja', quantity: 20, unit: 'cl' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Fendez les poireaux, lavez-les soigneusement et émincez-les en fines rondelles. Hachez l'ail, coupez le seitan en petits dés, prélevez le zeste du citron et pressez son jus.",
      },
      {
        time: 12,
        explanation:
          "Faites revenir les poireaux et l'ail 2 min dans 2 cuillerées d'huile d'olive dans une sauteuse, salez, couvrez et laissez fondre 10 min à feu doux en remuant de temps en temps.",
        tips: 'Ajoutez une cuillerée d’eau s’ils attachent : ils doivent fondre sans colorer.',
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, faites cuire les pâtes dans une grande casserole d'eau bouillante salée le temps indiqué sur le paquet.",
      },
      {
        time: 5,
        explanation:
          "Dans une poêle, faites dorer les dés de seitan 5 min dans le reste d'huile d'olive à feu vif, saupoudrez-les de paprika fumé et remuez 30 secondes.",
      },
      {
        time: 4,
        explanation:
          "Ajoutez aux poireaux la crème de soja, la muscade et le zeste de citron et laissez frémir 2 min. Égouttez les pâtes en gardant une louche d'eau de cuisson, mélangez-les à la sauce avec le seitan, détendez si besoin, puis ajoutez le jus de citron, le poivre et la ciboulette ciselée.",
      },
    ],
    variantSuggestions: ['Avec des haricots blancs à la place du seitan', 'Avec des dés de tofu fumé', 'Avec des pâtes complètes'],
    improvementSuggestions: ['Parsemez de chapelure dorée à la poêle avec un filet d’huile d’olive pour le croquant.'],
    sideDishSuggestions: ['Salade de mâche', 'Salade d’endives'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'familial', 'protéiné'],
  },
  {
    id: 'couscous-express-aux-carottes-navets-et-pois-chiches',
    title: 'Couscous express aux carottes, navets et pois chiches',
    description:
      "Des bâtonnets de carottes et de navets mijotés au ras-el-hanout avec des pois chiches et des raisins secs, servis avec leur bouillon sur une semoule gonflée à l'huile d'olive : le couscous d'hiver en 30 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'semoule', quantity: 300, unit: 'g', note: 'moyenne' },
      { id: 'eau', quantity: 75, unit: 'cl' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'navet', quantity: 3, unit: 'pièce' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'ras-el-hanout', quantity: 2, unit: 'c. à café' },
      { id: 'raisin-sec', quantity: 40, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'harissa', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 7,
        explanation: "Épluchez les carottes et les navets et coupez-les en bâtonnets de 1 cm. Émincez l'oignon et hachez l'ail.",
      },
      {
        time: 4,
        explanation:
          "Dans une cocotte, faites revenir l'oignon 3 min dans 2 cuillerées d'huile d'olive, puis ajoutez l'ail, le ras-el-hanout et le concentré de tomate et remuez 1 minute.",
      },
      {
        time: 15,
        explanation:
          'Ajoutez les carottes, les navets, 40 cl d’eau et 2 pincées de sel, couvrez et laissez mijoter 12 min. Ajoutez les pois chiches rincés et les raisins secs et poursuivez 3 min.',
      },
      {
        time: 6,
        explanation:
          "Pendant ce temps, versez la semoule dans un saladier avec le reste de l'huile d'olive et le reste du sel, couvrez-la du reste de l'eau bouillante, couvrez et laissez gonfler 5 min, puis égrenez-la à la fourchette.",
      },
      {
        time: 2,
        explanation:
          'Servez la semoule arrosée de bouillon, avec les légumes et les pois chiches, parsemez de persil ciselé et proposez la harissa à part.',
      },
    ],
    variantSuggestions: [
      'Avec des dés de potiron ou de butternut',
      'Avec de la semoule complète',
      'Avec du boulgour à la place de la semoule',
    ],
    improvementSuggestions: ['Délayez la harissa dans une louche de bouillon : elle se répartit mieux et pique moins.'],
    sideDishSuggestions: ['Salade d’oranges à la cannelle'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'familial', 'économique'],
  },
  {
    id: 'udon-sautees-facon-yakisoba-au-tofu-et-chou-blanc',
    title: 'Udon sautées façon yakisoba au tofu et chou blanc',
    description:
      "Des nouilles udon sautées au wok avec du tofu doré, du chou blanc, des carottes et de l'oignon, dans une sauce soja, gingembre et vinaigre de riz légèrement sucrée : le yakisoba japonais, version végétale.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'nouilles-udon', quantity: 300, unit: 'g', note: 'sèches' },
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'chou-blanc', quantity: 400, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'sauce-soja', quantity: 4, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à soupe' },
      { id: 'vinaigre-de-riz', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Faites cuire les nouilles udon dans une grande casserole d'eau bouillante le temps indiqué sur le paquet, égouttez-les et passez-les sous l'eau froide.",
      },
      {
        time: 8,
        explanation:
          "Pendant ce temps, épongez le tofu, coupez-le en bâtonnets et roulez-les dans la maïzena. Émincez le chou blanc en lanières fines, les carottes en julienne et l'oignon en lamelles, hachez l'ail et le gingembre. Mélangez la sauce soja, le sirop d'érable et le vinaigre de riz.",
      },
      {
        time: 6,
        explanation:
          "Faites dorer le tofu 5 à 6 min dans 2 cuillerées d'huile bien chaude dans un wok, en le retournant, puis réservez-le.",
      },
      {
        time: 5,
        explanation:
          "Dans le reste d'huile, faites sauter l'oignon et les carottes 2 min à feu vif, ajoutez le chou blanc, l'ail et le gingembre et faites sauter 3 min : le chou doit rester un peu croquant.",
      },
      {
        time: 3,
        explanation: 'Ajoutez les nouilles, le tofu et la sauce et faites sauter 2 à 3 min en mélangeant bien, puis servez aussitôt.',
      },
    ],
    variantSuggestions: [
      'Avec du chou chinois',
      'Avec du tempeh à la place du tofu',
      'Avec des nouilles de riz, sans gluten avec du tamari',
    ],
    improvementSuggestions: ['Une cuillerée de ketchup dans la sauce rappelle la sauce yakisoba du commerce.'],
    sideDishSuggestions: ['Salade de chou chinois au vinaigre de riz'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'wok'],
  },
  {
    id: 'pates-a-la-creme-de-potiron-sauge-et-haricots-blancs',
    title: 'Pâtes à la crème de potiron, sauge et haricots blancs',
    description:
      "Des pâtes complètes nappées d'une sauce veloutée de potiron fondu, écrasé avec de la crème de soja et de la muscade, des haricots blancs et des feuilles de sauge croustillantes : l'automne et l'hiver en assiette.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'pates-completes', quantity: 320, unit: 'g' },
      { id: 'potiron', quantity: 600, unit: 'g', note: 'pelé, en petits dés' },
      { id: 'haricots-blancs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'sauge', quantity: 5, unit: 'g' },
      { id: 'creme-de-soja', quantity: 10, unit: 'cl' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 7,
        explanation: "Épluchez le potiron et coupez-le en petits dés. Émincez l'oignon, hachez l'ail et rincez les haricots blancs.",
      },
      {
        time: 15,
        explanation:
          "Faites revenir l'oignon 3 min dans 1 cuillerée d'huile d'olive dans une sauteuse, ajoutez le potiron, l'ail, l'eau et 1 pincée de sel, couvrez et laissez cuire 12 min, jusqu'à ce que le potiron s'écrase facilement.",
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, faites cuire les pâtes dans une grande casserole d'eau bouillante salée le temps indiqué sur le paquet.",
      },
      {
        time: 2,
        explanation: "Faites frire les feuilles de sauge 1 minute dans le reste d'huile d'olive dans une petite poêle, puis égouttez-les.",
      },
      {
        time: 4,
        explanation:
          "Écrasez le potiron au presse-purée avec la crème de soja et la muscade pour obtenir une sauce, ajoutez les haricots blancs et réchauffez 2 min. Mélangez avec les pâtes égouttées, poivrez, arrosez de l'huile de cuisson de la sauge et parsemez de sauge croustillante.",
        tips: 'Gardez une louche d’eau de cuisson des pâtes pour détendre la sauce si elle est trop épaisse.',
      },
    ],
    variantSuggestions: ['Avec de la butternut ou du potimarron', 'Avec des pois chiches', 'Avec des coquillettes pour les enfants'],
    improvementSuggestions: ['Mixez la sauce au mixeur plongeant pour une texture parfaitement lisse.'],
    sideDishSuggestions: ['Salade de chicorée rouge', 'Salade de mâche'],
    tags: ['vegan', 'sans lactose', 'hiver', 'automne', 'rapide', 'familial'],
  },
  {
    id: 'pasta-e-fagioli-aux-haricots-rouges-et-au-romarin',
    title: 'Pasta e fagioli aux haricots rouges et au romarin',
    description:
      "Le plat de pâtes et de haricots des familles italiennes : des coquillettes cuites directement dans un bouillon de tomate aux haricots rouges, carotte, céleri-rave et romarin, jusqu'à ce qu'il devienne épais et crémeux.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'coquillettes', quantity: 250, unit: 'g' },
      { id: 'haricots-rouges', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'celeri-rave', quantity: 150, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'romarin', quantity: 2, unit: 'pièce' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 7,
        explanation:
          "Épluchez la carotte, le céleri-rave et l'oignon et coupez-les en tout petits dés. Hachez l'ail et rincez les haricots rouges.",
      },
      {
        time: 6,
        explanation:
          "Faites revenir les dés de légumes 5 min dans 2 cuillerées d'huile d'olive dans une cocotte, puis ajoutez l'ail, les brins de romarin et le piment et remuez 1 minute.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez les tomates concassées, les haricots rouges, l'eau et le sel et portez à ébullition. Écrasez une louche de haricots à la fourchette contre la paroi pour épaissir le bouillon.",
      },
      {
        time: 12,
        explanation:
          'Versez les coquillettes et laissez cuire 10 à 12 min à petits bouillons en remuant souvent, jusqu’à ce que les pâtes soient cuites et le bouillon presque absorbé.',
        tips: 'Ajoutez un peu d’eau chaude si le plat épaissit trop : il doit rester nappant, entre la soupe et les pâtes.',
      },
      {
        time: 2,
        explanation: "Retirez les brins de romarin, poivrez et servez dans des assiettes creuses avec un filet du reste d'huile d'olive.",
      },
    ],
    variantSuggestions: [
      'Avec des haricots blancs ou des pois chiches',
      'Avec du chou kale émincé ajouté avec les pâtes',
      'Avec des pâtes complètes',
    ],
    improvementSuggestions: ['Réchauffé le lendemain, il est encore meilleur : détendez-le avec un peu d’eau.'],
    sideDishSuggestions: ['Salade de chicorée rouge', 'Pain de campagne grillé'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'économique', 'réconfortant'],
  },
  {
    id: 'spaghetti-a-la-bolognaise-de-seitan',
    title: 'Spaghetti à la bolognaise de seitan',
    description:
      "Du seitan haché au couteau, doré avec l'oignon et la carotte puis mijoté à la tomate, à l'origan et au laurier : une bolognaise végétale qui a de la mâche, prête en même temps que les spaghetti.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'spaghetti', quantity: 320, unit: 'g' },
      { id: 'seitan', quantity: 250, unit: 'g' },
      { id: 'tomates-concassees', quantity: 600, unit: 'g' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'origan', quantity: 1, unit: 'c. à café' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'sauce-soja', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Hachez finement le seitan au couteau (ou quelques secondes au mixeur, par à-coups). Épluchez les carottes et coupez-les en petits dés, hachez l'oignon et l'ail.",
      },
      {
        time: 6,
        explanation:
          "Faites revenir l'oignon et les carottes 4 min dans 2 cuillerées d'huile d'olive dans une sauteuse, ajoutez le seitan et faites-le dorer 2 min en remuant.",
      },
      {
        time: 15,
        explanation:
          "Ajoutez l'ail, le concentré de tomate, les tomates concassées, l'origan, le laurier et la sauce soja, salez légèrement et laissez mijoter 15 min à feu doux en remuant de temps en temps.",
        tips: 'La sauce soja donne à la sauce le goût rond d’une bolognaise longuement mijotée.',
      },
      {
        time: 11,
        explanation:
          "Pendant ce temps, faites cuire les spaghetti dans une grande casserole d'eau bouillante salée le temps indiqué sur le paquet.",
      },
      {
        time: 2,
        explanation: "Retirez le laurier, poivrez la sauce et servez-la sur les spaghetti égouttés avec un filet du reste d'huile d'olive.",
      },
    ],
    variantSuggestions: [
      'Avec des pâtes complètes',
      'Avec du céleri-rave en petits dés dans la sauce',
      'En lasagnes, un jour où le temps le permet',
    ],
    improvementSuggestions: [
      'Un demi-verre de vin rouge déglacé avant les tomates approfondit la sauce (le plat contient alors de l’alcool).',
    ],
    sideDishSuggestions: ['Salade de mâche', 'Salade de chicorée rouge'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'familial', 'enfants', 'protéiné'],
  },
  {
    id: 'taboule-d-hiver-a-l-orange-grenade-et-pois-chiches',
    title: "Taboulé d'hiver à l'orange, grenade et pois chiches",
    description:
      "Un taboulé de saison sans tomate ni concombre : semoule, pois chiches, morceaux d'orange, grains de grenade, carottes râpées, beaucoup de persil et de menthe, et une vinaigrette au citron et au cumin.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'semoule', quantity: 250, unit: 'g', note: 'fine' },
      { id: 'eau', quantity: 25, unit: 'cl' },
      { id: 'pois-chiches', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'orange', quantity: 2, unit: 'pièce' },
      { id: 'grenade', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 60, unit: 'g' },
      { id: 'menthe', quantity: 20, unit: 'g' },
      { id: 'jus-de-citron', quantity: 4, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Versez la semoule dans un saladier avec 1 cuillerée d'huile d'olive et 1 pincée de sel, couvrez-la de l'eau bouillante, couvrez et laissez gonfler 5 min. Égrenez-la à la fourchette et laissez-la tiédir.",
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, pelez les oranges à vif et coupez-les en morceaux au-dessus d'un bol pour recueillir le jus. Égrenez la grenade, râpez les carottes, hachez finement l'oignon rouge, ciselez le persil et la menthe et rincez les pois chiches.",
        tips: 'Pour égrener la grenade sans éclabousser, coupez-la en deux et tapez sur la peau avec une cuillère en bois au-dessus d’un saladier.',
      },
      {
        time: 3,
        explanation: "Fouettez le jus de citron, le jus des oranges, le reste d'huile d'olive, le cumin, le reste du sel et le poivre.",
      },
      {
        time: 3,
        explanation:
          'Mélangez la semoule avec les pois chiches, les oranges, les carottes, l’oignon rouge et les herbes, arrosez de vinaigrette et parsemez de grains de grenade.',
      },
    ],
    variantSuggestions: ['Avec du boulgour fin', 'Avec du quinoa, sans gluten', 'Avec des clémentines et de la mâche'],
    improvementSuggestions: ['Laissez reposer 15 min au frais avant de servir : la semoule boit la vinaigrette et le jus d’orange.'],
    sideDishSuggestions: ['Salade de mâche', 'Olives marinées'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'lunchbox'],
  },
  {
    id: 'tartines-de-creme-de-haricots-blancs-betterave-et-mache',
    title: 'Tartines de crème de haricots blancs, betterave et mâche',
    description:
      "De grandes tranches de pain de campagne grillées, tartinées d'une crème de haricots blancs à l'ail, au citron et au thym, garnies de betterave au vinaigre balsamique, de mâche et de graines de tournesol grillées.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'pain-de-campagne', quantity: 10, unit: 'pièce' },
      { id: 'haricots-blancs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'eau', quantity: 5, unit: 'cl' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'betterave-cuite', quantity: 2, unit: 'pièce' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'vinaigre-balsamique', quantity: 1, unit: 'c. à soupe' },
      { id: 'mache', quantity: 100, unit: 'g' },
      { id: 'graines-de-tournesol', quantity: 30, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Rincez les haricots blancs et mixez-les avec l'ail, le jus de citron, le thym, l'eau, 2 cuillerées d'huile d'olive, 2 pincées de sel et le poivre, jusqu'à obtenir une crème lisse.",
      },
      {
        time: 4,
        explanation:
          "Coupez les betteraves en fines tranches et émincez l'échalote. Fouettez le vinaigre balsamique avec 1 cuillerée d'huile d'olive et le reste du sel, et lavez la mâche.",
      },
      {
        time: 5,
        explanation:
          'Faites griller les tranches de pain de campagne au grille-pain ou dans une poêle sèche. Faites griller les graines de tournesol 2 min à sec dans une petite poêle.',
      },
      {
        time: 3,
        explanation:
          "Tartinez le pain de crème de haricots, couvrez de tranches de betterave et d'échalote, ajoutez la mâche assaisonnée, parsemez de graines et arrosez du reste d'huile d'olive.",
      },
    ],
    variantSuggestions: [
      'Avec une crème de pois chiches au cumin',
      'Avec des endives émincées à la place de la mâche',
      'Avec des poireaux fondus tièdes',
    ],
    improvementSuggestions: ['Frottez le pain grillé d’une gousse d’ail coupée en deux avant de le tartiner.'],
    sideDishSuggestions: ['Velouté de potiron', 'Soupe de légumes d’hiver'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide'],
  },
  {
    id: 'pitas-au-seitan-grille-chou-rouge-et-sauce-blanche-a-la-menthe',
    title: 'Pitas au seitan grillé, chou rouge et sauce blanche à la menthe',
    description:
      "Des pains pita garnis de lamelles de seitan grillées au paprika et au cumin comme un kebab, d'une salade croquante de chou rouge et de carottes au citron, et d'une sauce blanche à la crème de soja, à l'ail et à la menthe.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'pain-pita', quantity: 4, unit: 'pièce' },
      { id: 'seitan', quantity: 300, unit: 'g' },
      { id: 'chou-rouge', quantity: 250, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'creme-de-soja', quantity: 15, unit: 'cl' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'jus-de-citron', quantity: 3, unit: 'c. à soupe' },
      { id: 'paprika', quantity: 2, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Coupez le seitan en fines lamelles et enrobez-les du paprika, du cumin, de 1 cuillerée d'huile d'olive et de 1 pincée de sel.",
      },
      {
        time: 6,
        explanation:
          "Émincez très finement le chou rouge et râpez les carottes. Assaisonnez-les avec 2 cuillerées de jus de citron, 1 cuillerée d'huile d'olive et 1 pincée de sel.",
      },
      {
        time: 3,
        explanation:
          "Pour la sauce blanche, fouettez la crème de soja avec l'ail râpé, la menthe ciselée, le reste du jus de citron, le reste du sel et le poivre : le citron l'épaissit.",
      },
      {
        time: 6,
        explanation:
          "Faites griller les lamelles de seitan 5 à 6 min dans le reste d'huile d'olive dans une poêle bien chaude, en les retournant, jusqu'à ce qu'elles soient dorées sur les bords.",
      },
      {
        time: 4,
        explanation:
          'Réchauffez les pains pita 1 minute de chaque côté dans la poêle, ouvrez-les en poche et garnissez-les de salade de chou, de seitan grillé et de sauce blanche.',
      },
    ],
    variantSuggestions: ['Avec des lamelles de tofu ferme', 'Avec du chou blanc', 'Dans des tortillas de blé roulées'],
    improvementSuggestions: ['Ajoutez quelques rondelles d’oignon rouge macérées 10 min dans le jus de citron.'],
    sideDishSuggestions: ['Carottes râpées au cumin', 'Salade de clémentines à la menthe'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide', 'protéiné'],
  },
  {
    id: 'galettes-de-sarrasin-aux-endives-fondantes-et-tofu-fume',
    title: 'Galettes de sarrasin aux endives fondantes et tofu fumé',
    description:
      'Des galettes de sarrasin du commerce garnies d’endives fondues et légèrement caramélisées, de dés de tofu fumé et d’une sauce à la crème de soja muscadée : la galette bretonne du soir, sans œuf ni fromage.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'galette-de-sarrasin', quantity: 8, unit: 'pièce' },
      { id: 'endive', quantity: 4, unit: 'pièce' },
      { id: 'tofu-fume', quantity: 300, unit: 'g' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'creme-de-soja', quantity: 20, unit: 'cl' },
      { id: 'margarine-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à café' },
      { id: 'jus-de-citron', quantity: 1, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Retirez le petit cône amer à la base des endives et émincez-les en tronçons de 1 cm. Émincez l'échalote et coupez le tofu fumé en petits dés.",
      },
      {
        time: 12,
        explanation:
          "Faites fondre 1 cuillerée de margarine dans une sauteuse, faites revenir l'échalote 2 min, puis ajoutez les endives, le sucre roux, le jus de citron et le sel. Couvrez et laissez fondre 8 min, puis découvrez et laissez dorer 2 min.",
        tips: 'Le citron garde les endives blanches, le sucre adoucit leur amertume.',
      },
      {
        time: 4,
        explanation: 'Ajoutez le tofu fumé, la crème de soja, la muscade et le poivre et laissez épaissir 3 min à feu doux.',
      },
      {
        time: 10,
        explanation:
          "Faites chauffer une grande poêle avec un peu du reste de margarine, posez-y une galette, garnissez le centre d'endives au tofu, rabattez les bords en carré et laissez dorer 1 minute. Recommencez avec les autres galettes en les gardant au chaud.",
      },
      {
        time: 1,
        explanation: 'Parsemez de ciboulette ciselée et servez aussitôt, deux galettes par personne.',
      },
    ],
    variantSuggestions: [
      'Avec des poireaux fondus à la place des endives',
      'Avec des haricots blancs à la place du tofu fumé',
      'Avec une poire poêlée en dessert, façon crêperie',
    ],
    improvementSuggestions: ['Badigeonnez le bord des galettes de margarine fondue pour qu’il devienne croustillant.'],
    sideDishSuggestions: ['Salade de mâche', 'Salade verte'],
    tags: ['vegan', 'sans lactose', 'hiver', 'rapide'],
  },
];
