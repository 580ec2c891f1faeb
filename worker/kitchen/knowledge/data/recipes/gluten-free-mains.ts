import type { RecipeData } from '../../vocabulary';

// Lunch and dinner dishes with meat, fish, eggs or cheese and no ingredient carrying gluten: sauces
// are bound with cornflour, egg yolk, cream or cheese (never wheat flour), and cooking liquids are
// water, wine or cream (the catalogue's stocks and cubes contain gluten).
export const glutenFreeMains: RecipeData[] = [
  // ───────────── Automne et hiver ─────────────
  {
    id: 'blanquette-de-dinde-aux-poireaux',
    title: 'Blanquette de dinde aux poireaux',
    description:
      "Des morceaux de dinde mijotés avec carottes et poireaux, puis nappés d'une sauce à la crème et au jaune d'œuf liée à la maïzena : une blanquette d'hiver rapide et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'dinde-escalope', quantity: 600, unit: 'g', note: 'en gros cubes' },
      { id: 'poireau', quantity: 2, unit: 'pièce' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'maizena', quantity: 2, unit: 'c. à soupe' },
      { id: 'creme-fraiche-epaisse', quantity: 15, unit: 'cl' },
      { id: 'jaune-d-oeuf', quantity: 1, unit: 'pièce' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
      { id: 'riz-basmati', quantity: 280, unit: 'g' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Épluchez les carottes et coupez-les en rondelles épaisses. Fendez les poireaux, lavez-les soigneusement et coupez-les en tronçons de 3 cm. Épluchez l'oignon et coupez-le en quatre.",
      },
      {
        time: 5,
        explanation: "Mettez la dinde dans une cocotte, couvrez d'eau froide, portez à ébullition et écumez la mousse grise qui remonte.",
      },
      {
        time: 35,
        explanation:
          "Ajoutez les carottes, l'oignon, le bouquet garni, le sel et le poivre, et laissez frémir 20 minutes à couvert. Ajoutez les poireaux et poursuivez 15 minutes. Pendant ce temps, faites cuire le riz à l'eau salée selon le paquet.",
      },
      {
        time: 5,
        explanation:
          'Retirez la viande et les légumes avec une écumoire et gardez-les au chaud. Prélevez 50 cl de bouillon, jetez le bouquet garni.',
      },
      {
        time: 6,
        explanation:
          "Délayez la maïzena dans un peu d'eau froide, versez-la dans le bouillon frémissant en fouettant et laissez épaissir 2 minutes. Hors du feu, ajoutez la crème mélangée au jaune d'œuf et le jus du demi-citron.",
        tips: 'Ne faites plus bouillir la sauce après le jaune : il cuirait en grains.',
      },
      { time: 2, explanation: 'Remettez la viande et les légumes dans la sauce et servez aussitôt avec le riz.' },
    ],
    variantSuggestions: [
      'Avec des champignons de Paris',
      'Avec du veau (blanquette classique)',
      'Avec des pommes de terre vapeur à la place du riz',
    ],
    improvementSuggestions: ['Ajoutez une pincée de muscade dans la sauce.'],
    sideDishSuggestions: ['Riz basmati', 'Pommes de terre vapeur'],
    tags: ['sans gluten', 'hiver', 'automne', 'réconfortant', 'famille'],
  },
  {
    id: 'fricassee-de-poulet-aux-girolles',
    title: 'Fricassée de poulet aux girolles',
    description:
      "Des hauts de cuisse de poulet dorés puis mijotés au vin blanc avec des girolles et des échalotes, finis à la crème : le plat de fin d'été et d'automne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 8, unit: 'pièce' },
      { id: 'girolle', quantity: 300, unit: 'g' },
      { id: 'echalote', quantity: 3, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 15, unit: 'cl' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Nettoyez les girolles au pinceau ou avec un papier humide, sans les laver à grande eau. Coupez les plus grosses en deux. Émincez les échalotes et hachez l'ail.",
      },
      {
        time: 10,
        explanation:
          "Salez et poivrez le poulet, faites-le dorer côté peau 5 minutes puis 3 minutes de l'autre côté dans l'huile et la moitié du beurre, dans une sauteuse.",
      },
      {
        time: 25,
        explanation:
          "Ajoutez les échalotes et l'ail, laissez fondre 2 minutes, versez le vin blanc, ajoutez le thym et laissez mijoter 25 minutes à couvert à feu doux.",
      },
      {
        time: 6,
        explanation: 'Pendant ce temps, faites sauter les girolles 5 minutes à feu vif dans le reste du beurre, salez.',
        tips: "Jetez l'eau qu'elles rendent au début, puis remettez un peu de beurre : elles doreront au lieu de bouillir.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez les girolles et la crème au poulet, laissez réduire 5 minutes à découvert, rectifiez l'assaisonnement et parsemez de persil ciselé.",
      },
    ],
    variantSuggestions: ['Aux champignons de Paris toute l’année', 'Aux cèpes', 'Sans alcool, avec de l’eau et un filet de citron'],
    improvementSuggestions: ['Déglacez avec un trait de vin jaune pour une version jurassienne.'],
    sideDishSuggestions: ['Riz pilaf', 'Pommes de terre sautées', 'Purée maison'],
    tags: ['sans gluten', 'automne', 'été', 'week-end'],
  },
  {
    id: 'pintade-au-chou-et-aux-lardons',
    title: 'Pintade au chou et aux lardons',
    description:
      "Une pintade dorée en cocotte puis braisée sur un lit de chou vert, de lardons et de carottes : un grand classique des dimanches d'hiver, tendre et parfumé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 75,
    servings: 4,
    ingredients: [
      { id: 'pintade', quantity: 1, unit: 'pièce', note: 'découpée en 6 morceaux par le volailler' },
      { id: 'chou-vert', quantity: 1, unit: 'pièce', note: 'petit' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 15, unit: 'cl' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'laurier', quantity: 1, unit: 'pièce', note: 'feuille' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Retirez les grosses feuilles abîmées du chou, coupez-le en quartiers, ôtez le trognon et émincez-le grossièrement. Épluchez les carottes et coupez-les en rondelles, émincez l'oignon.",
      },
      {
        time: 8,
        explanation: "Plongez le chou 5 minutes dans une grande casserole d'eau bouillante salée, puis égouttez-le.",
        tips: 'Ce blanchiment rend le chou plus digeste et plus doux.',
      },
      {
        time: 12,
        explanation:
          "Salez et poivrez les morceaux de pintade et faites-les dorer de tous côtés dans l'huile, dans une grande cocotte. Réservez-les.",
      },
      {
        time: 5,
        explanation: "Faites revenir les lardons et l'oignon 5 minutes dans la cocotte, puis ajoutez les carottes et le chou et mélangez.",
      },
      {
        time: 60,
        explanation:
          "Posez la pintade sur les légumes, versez le vin blanc et l'eau, ajoutez le thym et le laurier. Couvrez et laissez mijoter 1 heure à feu doux, en retournant les morceaux à mi-cuisson.",
      },
      { time: 3, explanation: "Rectifiez l'assaisonnement et servez la pintade sur son lit de chou." },
    ],
    variantSuggestions: [
      'Avec un poulet fermier',
      'Avec des saucisses de Toulouse en plus',
      'Avec des pommes de terre ajoutées 30 min avant la fin',
    ],
    improvementSuggestions: ['Ajoutez quelques baies de genièvre avec le thym.'],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Purée maison'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'dimanche', 'réconfortant'],
  },
  {
    id: 'curry-de-poulet-a-la-butternut-et-au-lait-de-coco',
    title: 'Curry de poulet à la butternut et au lait de coco',
    description:
      'Des dés de poulet et de courge butternut mijotés dans une sauce au lait de coco, curry et gingembre, servis avec du riz basmati : doux, onctueux et sans gluten.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 500, unit: 'g' },
      { id: 'courge-butternut', quantity: 500, unit: 'g', note: 'pelée, en dés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'huile-de-colza', quantity: 2, unit: 'c. à soupe' },
      { id: 'curry', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'riz-basmati', quantity: 280, unit: 'g' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez le poulet en cubes. Épluchez la butternut, retirez les graines et taillez-la en dés de 2 cm. Émincez l'oignon, hachez l'ail et râpez le gingembre.",
      },
      {
        time: 8,
        explanation:
          "Faites revenir l'oignon 4 minutes dans l'huile, ajoutez le poulet et faites-le dorer 3 minutes, puis l'ail, le gingembre, le curry et le curcuma et remuez 1 minute.",
      },
      {
        time: 20,
        explanation:
          "Ajoutez la butternut, le lait de coco et le sel, couvrez et laissez mijoter 20 minutes, jusqu'à ce que la courge soit tendre. Pendant ce temps, faites cuire le riz.",
        tips: "Si la sauce est trop épaisse, allongez-la d'un peu d'eau.",
      },
      { time: 2, explanation: "Rectifiez l'assaisonnement, parsemez de coriandre ciselée et servez avec le riz." },
    ],
    variantSuggestions: ['Avec de la patate douce', 'Avec des crevettes', 'Avec des pousses d’épinard en fin de cuisson'],
    improvementSuggestions: ["Ajoutez le jus d'un citron vert juste avant de servir pour réveiller la sauce."],
    sideDishSuggestions: ['Riz basmati', 'Raïta de concombre'],
    tags: ['sans gluten', 'sans lactose', 'automne', 'hiver', 'épicé doux', 'famille'],
  },
  {
    id: 'gratin-de-chou-fleur-au-jambon-et-au-comte',
    title: 'Gratin de chou-fleur au jambon et au comté',
    description:
      "Des bouquets de chou-fleur et des dés de jambon nappés d'un appareil œufs-crème au comté, gratinés au four : la douceur d'un gratin sans béchamel ni farine.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'chou-fleur', quantity: 1, unit: 'pièce' },
      { id: 'des-de-jambon', quantity: 200, unit: 'g' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 25, unit: 'cl' },
      { id: 'comte', quantity: 120, unit: 'g', note: 'râpé' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
      { id: 'beurre-doux', quantity: 10, unit: 'g', note: 'pour le plat' },
    ],
    instructions: [
      { time: 5, explanation: 'Préchauffez le four à 200 °C. Détaillez le chou-fleur en bouquets et rincez-les.' },
      {
        time: 10,
        explanation:
          "Faites-les cuire 8 minutes dans une grande casserole d'eau bouillante salée : ils doivent rester un peu fermes. Égouttez-les longuement.",
        tips: "Un chou-fleur mal égoutté rend de l'eau et noie le gratin : laissez-le fumer quelques minutes dans la passoire.",
      },
      {
        time: 5,
        explanation:
          'Beurrez un plat à gratin, répartissez-y le chou-fleur et les dés de jambon. Battez les œufs avec la crème, les deux tiers du comté, la muscade, le sel et le poivre.',
      },
      {
        time: 25,
        explanation:
          "Versez l'appareil sur le chou-fleur, parsemez du reste de comté et enfournez 25 minutes, jusqu'à ce que le dessus soit bien doré et l'appareil pris.",
      },
    ],
    variantSuggestions: ['Avec du brocoli', 'Sans jambon, avec des noisettes concassées', 'Avec de l’emmental'],
    improvementSuggestions: ['Passez le plat 2 minutes sous le gril en fin de cuisson pour une croûte plus croustillante.'],
    sideDishSuggestions: ['Salade verte', 'Pommes de terre vapeur'],
    tags: ['sans gluten', 'hiver', 'automne', 'famille', 'enfants'],
  },
  {
    id: 'frittata-aux-poireaux-et-au-chevre',
    title: 'Frittata aux poireaux et au chèvre',
    description:
      "Une omelette épaisse à l'italienne garnie de poireaux fondus et de rondelles de chèvre, finie au four : un dîner d'hiver prêt en 30 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'poireau', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 10, unit: 'cl' },
      { id: 'chevre-buche', quantity: 150, unit: 'g' },
      { id: 'thym', quantity: 1, unit: 'pièce', note: 'branche' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 6, explanation: 'Préchauffez le four à 180 °C. Fendez les poireaux, lavez-les bien et émincez-les finement.' },
      {
        time: 10,
        explanation:
          "Faites-les fondre 10 minutes à feu moyen dans l'huile d'olive, dans une poêle allant au four, avec une pincée de sel et le thym effeuillé.",
      },
      {
        time: 4,
        explanation:
          'Battez les œufs avec la crème, le reste du sel et le poivre, versez-les sur les poireaux et disposez le chèvre coupé en rondelles à la surface.',
      },
      {
        time: 12,
        explanation:
          "Laissez prendre 3 minutes sur le feu sans remuer, puis enfournez 10 à 12 minutes, jusqu'à ce que le centre soit pris et le dessus doré.",
        tips: 'Sans poêle allant au four, faites glisser la frittata dans un plat à gratin huilé.',
      },
    ],
    variantSuggestions: ['Avec des lardons', 'Au parmesan et aux épinards', 'Avec des pommes de terre en dés'],
    improvementSuggestions: ["Arrosez d'un filet de miel et parsemez de noix concassées en sortie de four."],
    sideDishSuggestions: ['Salade de mâche', 'Salade verte'],
    tags: ['sans gluten', 'végétarien', 'hiver', 'rapide', 'économique'],
  },
  {
    id: 'chili-con-carne-a-la-butternut-et-au-riz',
    title: 'Chili con carne à la butternut et au riz',
    description:
      "Un chili de bœuf haché aux haricots rouges, enrichi de dés de courge butternut qui fondent dans la sauce tomate épicée, servi avec du riz : la version d'automne du classique.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'boeuf-hache', quantity: 400, unit: 'g' },
      { id: 'courge-butternut', quantity: 400, unit: 'g', note: 'pelée, en petits dés' },
      { id: 'haricots-rouges', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'riz-long', quantity: 280, unit: 'g' },
    ],
    instructions: [
      { time: 10, explanation: "Épluchez la butternut et coupez-la en dés de 1,5 cm. Émincez l'oignon et hachez l'ail." },
      {
        time: 8,
        explanation:
          "Faites revenir l'oignon 4 minutes dans l'huile, ajoutez le bœuf haché et faites-le dorer en l'émiettant, puis ajoutez l'ail, le cumin, le paprika et le piment et remuez 1 minute.",
      },
      {
        time: 30,
        explanation:
          "Ajoutez la butternut, les tomates concassées, l'eau et le sel. Couvrez et laissez mijoter 20 minutes, puis ajoutez les haricots rouges et poursuivez 10 minutes à découvert. Pendant ce temps, faites cuire le riz.",
        tips: 'Le chili est encore meilleur réchauffé le lendemain.',
      },
      { time: 2, explanation: "Rectifiez l'assaisonnement et servez avec le riz." },
    ],
    variantSuggestions: ['Avec de la patate douce', 'Avec du maïs', 'Plus relevé avec un piment frais'],
    improvementSuggestions: ['Ajoutez un carré de chocolat noir en fin de cuisson pour une sauce plus ronde.'],
    sideDishSuggestions: ['Riz long', 'Guacamole', 'Crème fraîche'],
    tags: ['sans gluten', 'sans lactose', 'automne', 'hiver', 'batch cooking', 'épicé'],
  },
  {
    id: 'poulet-au-pot-legumes-d-hiver-et-riz',
    title: "Poulet au pot, légumes d'hiver et riz",
    description:
      'Un poulet entier poché doucement avec poireaux, carottes, navets et céleri, servi avec son bouillon et du riz cuit dedans : la poule au pot de tous les jours, sans cube.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 90,
    servings: 6,
    ingredients: [
      { id: 'poulet-entier', quantity: 1, unit: 'pièce' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'carotte', quantity: 5, unit: 'pièce' },
      { id: 'navet', quantity: 3, unit: 'pièce' },
      { id: 'celeri-rave', quantity: 150, unit: 'g', note: 'en gros cubes' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 3, unit: 'l' },
      { id: 'gros-sel', quantity: 1, unit: 'c. à soupe' },
      { id: 'poivre', quantity: 3, unit: 'pincée' },
      { id: 'riz-long', quantity: 300, unit: 'g' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Épluchez les carottes et les navets et coupez-les en deux. Fendez les poireaux, lavez-les et ficelez-les en botte. Coupez le céleri-rave en gros cubes et piquez l'oignon des clous de girofle.",
      },
      {
        time: 10,
        explanation: "Mettez le poulet dans un grand faitout, couvrez d'eau froide, portez à ébullition et écumez soigneusement.",
      },
      { time: 30, explanation: "Ajoutez l'oignon, le bouquet garni, le gros sel et le poivre, et laissez frémir 30 minutes à couvert." },
      {
        time: 45,
        explanation: 'Ajoutez les carottes, les navets, les poireaux et le céleri-rave et poursuivez 45 minutes à petit frémissement.',
        tips: 'Le bouillon ne doit jamais bouillir fort : la chair resterait sèche et le bouillon trouble.',
      },
      {
        time: 18,
        explanation:
          "Prélevez 75 cl de bouillon dans une casserole, portez à ébullition, versez le riz et laissez cuire 15 minutes à couvert, jusqu'à ce qu'il ait absorbé le liquide.",
      },
      {
        time: 7,
        explanation: 'Découpez le poulet, servez-le avec les légumes, le riz et un peu de bouillon chaud dans les assiettes creuses.',
      },
    ],
    variantSuggestions: ['Avec une poule (cuisson 2 h 30)', 'Avec des pommes de terre à la place du riz', 'Avec du chou vert'],
    improvementSuggestions: ['Servez le reste du bouillon en entrée, ou congelez-le pour un risotto.'],
    sideDishSuggestions: ['Cornichons', 'Moutarde à l’ancienne', 'Gros sel'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'dimanche', 'réconfortant', 'famille'],
  },
  {
    id: 'daube-de-boeuf-a-la-provencale',
    title: 'Daube de bœuf à la provençale',
    description:
      "Du bœuf mariné une nuit au vin rouge avec un zeste d'orange, puis mijoté longuement avec lardons, carottes et olives noires : la daube de l'hiver provençal.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 180,
    servings: 6,
    ingredients: [
      { id: 'boeuf-a-bourguignon', quantity: 1.2, unit: 'kg', note: 'paleron et joue, en gros cubes' },
      { id: 'vin-rouge', quantity: 75, unit: 'cl' },
      { id: 'orange', quantity: 1, unit: 'pièce', note: 'non traitée' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'carotte', quantity: 4, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'olive-noire', quantity: 100, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "La veille, prélevez le zeste de l'orange en larges rubans. Émincez les oignons, coupez les carottes en rondelles et écrasez l'ail. Mettez la viande dans un saladier avec le vin, le zeste, les légumes, le bouquet garni et les clous de girofle, couvrez et laissez mariner une nuit au réfrigérateur.",
      },
      {
        time: 5,
        explanation: 'Égouttez la viande en gardant la marinade et les légumes, et séchez les morceaux dans du papier absorbant.',
      },
      {
        time: 12,
        explanation:
          "Faites revenir les lardons dans l'huile dans une cocotte, puis faites-y dorer la viande en plusieurs fois, sur toutes les faces.",
        tips: "Une viande bien sèche dore au lieu de bouillir : c'est ce qui donne le goût de la sauce.",
      },
      { time: 5, explanation: 'Remettez toute la viande, ajoutez les légumes et la marinade, salez et poivrez, et portez à ébullition.' },
      { time: 170, explanation: 'Couvrez et laissez mijoter 3 heures à feu très doux. Ajoutez les olives noires 30 minutes avant la fin.' },
      { time: 3, explanation: "Retirez le bouquet garni et le zeste, goûtez la sauce et rectifiez l'assaisonnement avant de servir." },
    ],
    variantSuggestions: ['Avec des cèpes séchés', 'Avec de la joue de bœuf seule', 'Sans olives, avec des tomates'],
    improvementSuggestions: ['Préparez-la la veille : réchauffée, la daube est encore plus fondante.'],
    sideDishSuggestions: ['Polenta crémeuse', 'Pommes de terre vapeur', 'Riz'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'mijoté', 'dimanche', 'à préparer la veille'],
  },
  {
    id: 'parmentier-de-cabillaud-aux-poireaux',
    title: 'Parmentier de cabillaud aux poireaux',
    description:
      "Du cabillaud émietté sur une fondue de poireaux à la crème, recouvert d'une purée maison et gratiné : le hachis parmentier de la mer, doux et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1, unit: 'kg', note: 'à purée (bintje)' },
      { id: 'lait-demi-ecreme', quantity: 20, unit: 'cl' },
      { id: 'beurre-doux', quantity: 50, unit: 'g' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 10, unit: 'cl' },
      { id: 'cabillaud-filet', quantity: 500, unit: 'g' },
      { id: 'gruyere-rape', quantity: 60, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire 20 minutes à l'eau salée. Égouttez-les, écrasez-les avec le lait chaud, 30 g de beurre, la muscade, le sel et le poivre.",
      },
      {
        time: 12,
        explanation:
          'Pendant ce temps, émincez les poireaux après les avoir bien lavés et faites-les fondre 10 minutes dans le reste du beurre, à couvert. Ajoutez la crème, salez et poivrez.',
      },
      {
        time: 8,
        explanation:
          'Posez le cabillaud sur les poireaux, couvrez et laissez cuire 6 minutes à feu doux, puis émiettez-le en retirant les arêtes éventuelles. Préchauffez le four à 200 °C.',
      },
      {
        time: 20,
        explanation:
          "Étalez la fondue au cabillaud dans un plat à gratin, couvrez de purée, parsemez de gruyère et enfournez 20 minutes, jusqu'à ce que le dessus soit doré.",
        tips: 'Tracez des sillons à la fourchette sur la purée : ils dorent et croustillent.',
      },
    ],
    variantSuggestions: [
      'Avec du saumon',
      'Avec une purée mi-pommes de terre mi-patate douce',
      'Avec des épinards à la place des poireaux',
    ],
    improvementSuggestions: ['Ajoutez une poignée de crevettes décortiquées avec le cabillaud.'],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['sans gluten', 'hiver', 'poisson', 'famille', 'réconfortant'],
  },
  {
    id: 'cabillaud-roti-et-puree-de-celeri-rave',
    title: 'Cabillaud rôti et purée de céleri-rave',
    description:
      "Des dos de cabillaud nacrés rôtis au four au beurre et au citron, sur une purée soyeuse de céleri-rave et de pommes de terre : un dîner d'hiver léger et raffiné.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'celeri-rave', quantity: 0.75, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 2, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 15, unit: 'cl' },
      { id: 'beurre-doux', quantity: 50, unit: 'g' },
      { id: 'cabillaud-filet', quantity: 4, unit: 'pièce', note: 'dos' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: 'Épluchez le céleri-rave et les pommes de terre et coupez-les en cubes de taille égale.' },
      {
        time: 25,
        explanation:
          "Faites-les cuire 20 à 25 minutes dans le lait complété d'eau salée à hauteur, jusqu'à ce qu'ils s'écrasent facilement. Préchauffez le four à 200 °C.",
        tips: 'Cuire le céleri dans le lait adoucit son goût et garde la purée bien blanche.',
      },
      {
        time: 12,
        explanation:
          'Posez le cabillaud dans un plat huilé, salez, poivrez, parsemez de 20 g de beurre en noisettes et arrosez du jus du demi-citron. Enfournez 10 à 12 minutes : la chair doit juste se détacher en lamelles.',
      },
      {
        time: 5,
        explanation:
          'Égouttez les légumes en gardant un peu de liquide de cuisson, mixez-les avec le reste du beurre et le zeste du demi-citron restant, en ajoutant du liquide pour une purée lisse. Salez, poivrez.',
      },
      { time: 2, explanation: 'Servez le cabillaud sur la purée, arrosé de son jus de cuisson et parsemé de ciboulette ciselée.' },
    ],
    variantSuggestions: ['Avec du lieu noir', 'Avec une purée de panais', 'Avec des noisettes torréfiées sur la purée'],
    improvementSuggestions: ['Faites un beurre noisette pour napper le poisson au moment de servir.'],
    sideDishSuggestions: ['Épinards à la crème', 'Salade d’endives'],
    tags: ['sans gluten', 'hiver', 'automne', 'poisson', 'léger'],
  },
  {
    id: 'roti-de-porc-aux-pommes-et-aux-oignons',
    title: 'Rôti de porc aux pommes et aux oignons',
    description:
      "Un rôti de porc doré en cocotte puis cuit au four entouré de quartiers de pommes et d'oignons qui caramélisent dans le jus : le rôti du dimanche d'automne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 70,
    servings: 6,
    ingredients: [
      { id: 'porc-roti', quantity: 1.2, unit: 'kg', note: 'dans l’échine ou le filet' },
      { id: 'pomme', quantity: 4, unit: 'pièce', note: 'type reinette ou boskoop' },
      { id: 'oignon', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Préchauffez le four à 180 °C. Coupez les pommes en quartiers sans les éplucher et retirez le cœur. Épluchez les oignons et coupez-les en quartiers.',
      },
      {
        time: 8,
        explanation:
          "Salez et poivrez le rôti et faites-le dorer sur toutes les faces dans l'huile et le beurre, dans une cocotte allant au four.",
      },
      {
        time: 60,
        explanation:
          "Entourez-le des oignons, des pommes et du thym, versez l'eau et enfournez 1 heure à découvert, en arrosant le rôti de son jus toutes les 20 minutes.",
        tips: "Ajoutez un peu d'eau si le fond de la cocotte attache.",
      },
      {
        time: 10,
        explanation:
          'Sortez le rôti, enveloppez-le dans du papier aluminium et laissez-le reposer 10 minutes avant de le trancher. Servez avec les pommes, les oignons et le jus.',
      },
    ],
    variantSuggestions: ['Avec des poires', 'Au cidre (hors halal)', 'Avec des pommes de terre ajoutées dans la cocotte'],
    improvementSuggestions: ['Ajoutez une cuillerée de miel sur les pommes à mi-cuisson pour les caraméliser davantage.'],
    sideDishSuggestions: ['Purée maison', 'Pommes de terre sautées'],
    tags: ['sans gluten', 'automne', 'hiver', 'dimanche', 'famille'],
  },
  {
    id: 'salade-tiede-d-endives-pommes-de-terre-et-lardons',
    title: "Salade tiède d'endives, pommes de terre et lardons",
    description:
      "Des endives croquantes, des pommes de terre tièdes et des lardons grillés, liés d'une vinaigrette chaude au vinaigre de cidre : un plat complet de bistrot pour l'hiver.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 800, unit: 'g', note: 'à chair ferme' },
      { id: 'endive', quantity: 4, unit: 'pièce' },
      { id: 'lardons', quantity: 200, unit: 'g' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'vinaigre-de-cidre', quantity: 3, unit: 'c. à soupe' },
      { id: 'moutarde-a-l-ancienne', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-de-colza', quantity: 4, unit: 'c. à soupe' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 22,
        explanation:
          "Faites cuire les pommes de terre dans leur peau 20 minutes à l'eau salée. Dans une autre casserole, faites cuire les œufs 9 minutes, puis refroidissez-les à l'eau froide.",
      },
      {
        time: 6,
        explanation:
          'Pendant ce temps, retirez le cœur amer des endives et coupez-les en tronçons. Émincez les échalotes. Écalez les œufs et coupez-les en quartiers.',
      },
      {
        time: 5,
        explanation:
          'Faites griller les lardons à sec dans une poêle 5 minutes. Retirez-les, ajoutez les échalotes dans la graisse et laissez-les fondre 1 minute.',
      },
      {
        time: 3,
        explanation:
          "Hors du feu, ajoutez dans la poêle le vinaigre, la moutarde, l'huile, le sel et le poivre, et mélangez pour obtenir une vinaigrette tiède.",
        tips: "Le vinaigre chaud décolle les sucs des lardons : c'est tout le goût de la sauce.",
      },
      {
        time: 4,
        explanation:
          'Épluchez les pommes de terre tièdes et coupez-les en rondelles. Mélangez-les avec les endives, les lardons et la vinaigrette, puis ajoutez les œufs et le persil ciselé. Servez tiède.',
      },
    ],
    variantSuggestions: ['Avec du roquefort émietté', 'Avec des noix', 'Avec de la frisée à la place des endives'],
    improvementSuggestions: ['Ajoutez une pomme en dés pour une touche sucrée-acidulée.'],
    sideDishSuggestions: ['Pain sans gluten', 'Fromage'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'bistrot', 'économique'],
  },
  {
    id: 'gratin-de-potimarron-aux-lardons-et-au-reblochon',
    title: 'Gratin de potimarron aux lardons et au reblochon',
    description:
      "Des tranches de potimarron fondantes, des lardons et des oignons, recouverts de crème et de reblochon coulant : la tartiflette d'automne, sans pomme de terre.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'potimarron', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'lardons', quantity: 200, unit: 'g' },
      { id: 'creme-fraiche-epaisse', quantity: 15, unit: 'cl' },
      { id: 'reblochon', quantity: 0.5, unit: 'pièce' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 200 °C. Lavez le potimarron, coupez-le en deux, retirez les graines et détaillez-le en tranches de 1 cm, sans l'éplucher.",
      },
      {
        time: 10,
        explanation:
          "Faites cuire les tranches 8 minutes à la vapeur ou dans l'eau bouillante salée, elles doivent rester fermes. Pendant ce temps, faites revenir les lardons et les oignons émincés 8 minutes dans une poêle.",
      },
      {
        time: 5,
        explanation:
          "Dans un plat à gratin, alternez potimarron, lardons et oignons, poivrez et nappez de crème. Coupez le demi-reblochon en deux dans l'épaisseur et posez-le, croûte dessus, sur le gratin.",
        tips: 'Salez à peine : les lardons et le reblochon le sont déjà.',
      },
      { time: 25, explanation: "Enfournez 25 minutes, jusqu'à ce que le reblochon soit fondu et doré." },
    ],
    variantSuggestions: ['Avec de la butternut (à éplucher)', 'Avec du jambon cru', 'Au bleu d’Auvergne'],
    improvementSuggestions: ["Arrosez d'un petit verre de vin blanc de Savoie avant d'enfourner (hors halal)."],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['sans gluten', 'automne', 'hiver', 'réconfortant', 'montagne'],
  },
  {
    id: 'poelee-de-choux-de-bruxelles-pommes-de-terre-et-saucisse-de-morteau',
    title: 'Poêlée de choux de Bruxelles, pommes de terre et saucisse de Morteau',
    description:
      'Des choux de Bruxelles et des pommes de terre dorés à la poêle avec des rondelles de saucisse de Morteau fumée : un plat franc-comtois simple et rassasiant.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'saucisse-de-morteau', quantity: 1, unit: 'pièce' },
      { id: 'chou-de-bruxelles', quantity: 500, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 700, unit: 'g', note: 'à chair ferme' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 3, unit: 'c. à soupe' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Plongez la saucisse de Morteau piquée à la fourchette dans une casserole d'eau froide, portez à frémissement et laissez pocher 25 minutes sans bouillir. Pendant ce temps, parez les choux de Bruxelles et coupez-les en deux, épluchez les pommes de terre et coupez-les en dés.",
      },
      {
        time: 8,
        explanation: "Faites blanchir les choux de Bruxelles 6 minutes à l'eau bouillante salée, puis égouttez-les.",
        tips: 'Ce blanchiment enlève leur amertume et raccourcit la cuisson à la poêle.',
      },
      {
        time: 20,
        explanation:
          "Faites dorer les pommes de terre 15 minutes dans l'huile dans une grande poêle, en remuant souvent. Ajoutez l'oignon émincé, les choux de Bruxelles et le thym, et poursuivez 5 minutes.",
      },
      {
        time: 4,
        explanation:
          'Coupez la saucisse en rondelles épaisses, ajoutez-la dans la poêle, laissez dorer 2 minutes, salez, poivrez et servez.',
      },
    ],
    variantSuggestions: ['Avec des saucisses de Montbéliard', 'Avec du chou vert émincé', 'Avec des lardons fumés'],
    improvementSuggestions: ['Parsemez de comté râpé en fin de cuisson.'],
    sideDishSuggestions: ['Moutarde à l’ancienne', 'Salade verte'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'économique', 'terroir'],
  },
  {
    id: 'poulet-aux-clementines-et-au-miel',
    title: 'Poulet aux clémentines et au miel',
    description:
      "Des cuisses de poulet rôties au four avec des quartiers de clémentines, du miel, de l'ail et du thym : une peau laquée et un jus acidulé pour les soirs d'hiver.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'poulet-cuisse', quantity: 4, unit: 'pièce' },
      { id: 'clementine', quantity: 6, unit: 'pièce' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'ail', quantity: 4, unit: 'pièce', note: 'en chemise' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 200 °C. Pressez 2 clémentines et mélangez le jus avec le miel, l'huile, le sel et le poivre. Coupez les autres clémentines en deux et l'oignon rouge en quartiers.",
      },
      {
        time: 5,
        explanation:
          "Disposez les cuisses de poulet dans un plat, badigeonnez-les de la marinade et entourez-les des clémentines, de l'oignon, des gousses d'ail et du thym.",
      },
      {
        time: 45,
        explanation:
          "Enfournez 45 minutes en arrosant le poulet de son jus toutes les 15 minutes, jusqu'à ce que la peau soit bien laquée et le jus qui s'écoule à cœur soit clair.",
        tips: 'Si la peau colore trop vite, couvrez le plat de papier aluminium.',
      },
      { time: 2, explanation: 'Servez le poulet avec les clémentines rôties et le jus du plat.' },
    ],
    variantSuggestions: ['Avec des oranges', 'Avec des hauts de cuisse', 'Au sirop d’érable'],
    improvementSuggestions: ["Ajoutez une pincée de piment d'Espelette dans la marinade."],
    sideDishSuggestions: ['Riz basmati', 'Purée de patate douce', 'Carottes rôties'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'famille', 'sucré-salé'],
  },
  {
    id: 'boudin-noir-aux-pommes-poelees-et-puree',
    title: 'Boudin noir aux pommes poêlées et purée',
    description:
      "Du boudin noir doré à la poêle, des quartiers de pommes caramélisés au beurre et une purée maison : le plat de brasserie de l'automne et de l'hiver.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1, unit: 'kg', note: 'à purée' },
      { id: 'lait-demi-ecreme', quantity: 20, unit: 'cl' },
      { id: 'beurre-doux', quantity: 60, unit: 'g' },
      { id: 'pomme', quantity: 4, unit: 'pièce' },
      { id: 'boudin-noir', quantity: 4, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire 20 minutes à l'eau salée. Égouttez-les et écrasez-les avec le lait chaud, 30 g de beurre, la muscade, le sel et le poivre.",
      },
      {
        time: 12,
        explanation:
          'Pendant ce temps, épluchez les pommes, coupez-les en quartiers et faites-les dorer 10 minutes dans 30 g de beurre à feu moyen, en les retournant délicatement.',
      },
      {
        time: 10,
        explanation:
          "Piquez le boudin à la fourchette et faites-le dorer 8 à 10 minutes à feu doux dans l'huile, en le retournant souvent.",
        tips: 'À feu trop vif, le boudin éclate : gardez une cuisson douce.',
      },
      { time: 2, explanation: 'Servez le boudin avec les pommes et la purée.' },
    ],
    variantSuggestions: ['Avec du boudin blanc (contient du lait et des œufs)', 'Avec une purée de céleri', 'Avec des oignons confits'],
    improvementSuggestions: ['Déglacez la poêle des pommes avec un trait de calvados (hors halal).'],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['sans gluten', 'automne', 'hiver', 'bistrot', 'économique'],
  },
  {
    id: 'roti-de-dinde-aux-chataignes-et-aux-cepes',
    title: 'Rôti de dinde aux châtaignes et aux cèpes',
    description:
      "Un rôti de dinde doré en cocotte puis cuit avec des châtaignes, des cèpes et des échalotes dans un jus au vin blanc : un repas de fête d'automne sans difficulté.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 60,
    servings: 6,
    ingredients: [
      { id: 'dinde-roti', quantity: 1.2, unit: 'kg' },
      { id: 'cepe', quantity: 300, unit: 'g' },
      { id: 'chataigne', quantity: 300, unit: 'g', note: 'cuites sous vide' },
      { id: 'echalote', quantity: 4, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 15, unit: 'cl' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Nettoyez les cèpes avec un papier humide et coupez-les en tranches épaisses. Épluchez les échalotes et coupez-les en deux.',
      },
      {
        time: 10,
        explanation: "Salez et poivrez le rôti et faites-le dorer de tous côtés dans l'huile et la moitié du beurre, dans une cocotte.",
      },
      {
        time: 45,
        explanation:
          "Ajoutez les échalotes, le vin blanc, l'eau et le thym, couvrez et laissez cuire 45 minutes à feu doux, en retournant le rôti à mi-cuisson.",
      },
      { time: 8, explanation: 'Pendant ce temps, faites dorer les cèpes 5 minutes à feu vif dans le reste du beurre, salez.' },
      {
        time: 10,
        explanation:
          "Ajoutez les cèpes et les châtaignes autour du rôti et poursuivez 10 minutes à couvert, pour que les châtaignes s'imprègnent du jus.",
        tips: "Remuez délicatement : les châtaignes cuites s'écrasent facilement.",
      },
      {
        time: 5,
        explanation:
          'Laissez reposer le rôti 5 minutes avant de le trancher. Servez avec la garniture et le jus, parsemés de persil ciselé.',
      },
    ],
    variantSuggestions: ['Avec des champignons de Paris toute l’année', 'Avec un rôti de veau', 'Avec des girolles'],
    improvementSuggestions: ['Ajoutez 10 cl de crème dans le jus en fin de cuisson pour une sauce plus onctueuse.'],
    sideDishSuggestions: ['Purée de céleri-rave', 'Pommes de terre sautées'],
    tags: ['sans gluten', 'automne', 'fête', 'dimanche'],
  },
  {
    id: 'moules-a-la-normande-et-frites-maison',
    title: 'Moules à la normande et frites maison',
    description:
      "Des moules ouvertes au cidre avec des échalotes, nappées d'une sauce à la crème, et des frites maison cuites au four : le moules-frites d'automne, version normande.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1, unit: 'kg', note: 'à frites (bintje)' },
      { id: 'huile-de-tournesol', quantity: 3, unit: 'c. à soupe' },
      { id: 'moule', quantity: 2, unit: 'kg' },
      { id: 'echalote', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'cidre', quantity: 25, unit: 'cl', note: 'brut' },
      { id: 'creme-fraiche-epaisse', quantity: 15, unit: 'cl' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 220 °C. Épluchez les pommes de terre, taillez-les en frites de 1 cm, rincez-les à l'eau froide et séchez-les bien dans un torchon.",
      },
      {
        time: 35,
        explanation:
          "Mélangez les frites avec l'huile et le sel, étalez-les en une seule couche sur deux plaques couvertes de papier cuisson et enfournez 30 à 35 minutes, en les retournant à mi-cuisson.",
        tips: 'Trop serrées, les frites cuisent à la vapeur et ne croustillent pas.',
      },
      {
        time: 12,
        explanation:
          'Pendant ce temps, grattez et rincez les moules, jetez celles qui sont cassées ou restent ouvertes quand on les tapote. Émincez les échalotes et hachez le persil.',
      },
      {
        time: 8,
        explanation:
          "Faites fondre les échalotes 3 minutes dans le beurre dans un grand faitout, versez le cidre, ajoutez les moules, poivrez, couvrez et laissez cuire 5 minutes à feu vif en secouant le faitout, jusqu'à ce qu'elles s'ouvrent.",
      },
      {
        time: 4,
        explanation:
          'Retirez les moules dans un plat chaud. Faites réduire le jus 2 minutes, ajoutez la crème et le persil, puis versez la sauce sur les moules. Servez avec les frites.',
      },
    ],
    variantSuggestions: ['Moules marinières au vin blanc', 'Au curry et à la crème', 'Avec des frites surgelées pour aller plus vite'],
    improvementSuggestions: ['Ajoutez une pomme en petits dés avec les échalotes pour renforcer le goût normand.'],
    sideDishSuggestions: ['Salade verte'],
    tags: ['sans gluten', 'automne', 'hiver', 'fruits de mer', 'convivial'],
  },
  {
    id: 'cuisses-de-canard-aux-pommes',
    title: 'Cuisses de canard aux pommes',
    description:
      "Des cuisses de canard dorées dans leur graisse puis mijotées avec des pommes, des oignons et du thym : une chair fondante et un jus sucré-salé pour l'automne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 75,
    servings: 4,
    ingredients: [
      { id: 'canard-cuisse', quantity: 4, unit: 'pièce' },
      { id: 'pomme', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
      { id: 'vinaigre-de-cidre', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Émincez les oignons. Épluchez les pommes, coupez-les en quartiers et retirez le cœur.' },
      {
        time: 12,
        explanation:
          "Piquez la peau des cuisses de canard, salez et poivrez. Faites-les dorer 8 minutes côté peau à feu moyen dans une cocotte, sans matière grasse, puis 2 minutes de l'autre côté. Retirez l'excédent de graisse.",
        tips: 'Gardez la graisse de canard au réfrigérateur pour vos pommes de terre sautées.',
      },
      {
        time: 5,
        explanation:
          'Faites revenir les oignons 3 minutes dans la cocotte, ajoutez le miel et le vinaigre et laissez caraméliser 1 minute.',
      },
      {
        time: 55,
        explanation:
          "Remettez les cuisses, ajoutez l'eau et le thym, couvrez et laissez mijoter 55 minutes à feu doux. Ajoutez les pommes pour les 20 dernières minutes.",
      },
      { time: 3, explanation: "Rectifiez l'assaisonnement et servez les cuisses avec les pommes fondantes et le jus réduit." },
    ],
    variantSuggestions: ['Avec des poires', 'Avec des navets', 'Au cidre à la place de l’eau (hors halal)'],
    improvementSuggestions: ['Passez les cuisses 5 minutes sous le gril du four avant de servir pour recroustiller la peau.'],
    sideDishSuggestions: ['Purée maison', 'Pommes de terre sautées à la graisse de canard'],
    tags: ['sans gluten', 'sans lactose', 'automne', 'hiver', 'sucré-salé', 'dimanche'],
  },
  {
    id: 'lieu-noir-en-croute-de-noisettes-et-epinards-a-la-creme',
    title: 'Lieu noir en croûte de noisettes et épinards à la crème',
    description:
      "Des filets de lieu noir couverts d'une croûte de noisettes et de parmesan, rôtis au four et servis sur des épinards frais à la crème : croustillant sans chapelure.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'lieu-noir', quantity: 4, unit: 'pièce', note: 'filets' },
      { id: 'noisette-en-poudre', quantity: 60, unit: 'g' },
      { id: 'parmesan', quantity: 30, unit: 'g', note: 'râpé' },
      { id: 'beurre-doux', quantity: 40, unit: 'g', note: 'mou' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'epinard', quantity: 800, unit: 'g', note: 'frais' },
      { id: 'creme-fraiche-epaisse', quantity: 10, unit: 'cl' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Préchauffez le four à 200 °C. Mélangez la poudre de noisette, le parmesan, 30 g de beurre mou et le persil haché en une pâte grossière.',
      },
      {
        time: 4,
        explanation:
          'Posez les filets de lieu dans un plat, salez et poivrez légèrement, et étalez la croûte en couche fine sur le dessus, en appuyant.',
      },
      {
        time: 12,
        explanation: "Enfournez 12 minutes, jusqu'à ce que la croûte soit dorée et le poisson nacré.",
        tips: 'Si la croûte reste pâle, passez 1 minute sous le gril en surveillant.',
      },
      {
        time: 10,
        explanation:
          'Pendant ce temps, équeutez et lavez les épinards, faites-les tomber 3 minutes dans le reste du beurre, égouttez-les en pressant, puis ajoutez la crème, la muscade, le sel et le poivre et laissez chauffer 2 minutes.',
      },
      { time: 2, explanation: 'Servez le poisson sur les épinards à la crème.' },
    ],
    variantSuggestions: ['Avec du cabillaud', 'Croûte d’amandes', 'Avec des épinards surgelés hors saison'],
    improvementSuggestions: ['Ajoutez un zeste de citron à la croûte.'],
    sideDishSuggestions: ['Riz basmati', 'Pommes de terre vapeur'],
    tags: ['sans gluten', 'automne', 'printemps', 'poisson'],
  },
  {
    id: 'poelee-de-panais-carottes-et-chipolatas-au-miel',
    title: 'Poêlée de panais, carottes et chipolatas au miel',
    description:
      "Des panais et des carottes rôtis jusqu'à caraméliser avec du miel et du thym, et des chipolatas dorées sur la même plaque : un dîner d'hiver tout-en-un.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'panais', quantity: 4, unit: 'pièce' },
      { id: 'carotte', quantity: 4, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'chipolata', quantity: 8, unit: 'pièce' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Préchauffez le four à 200 °C. Épluchez les panais et les carottes et coupez-les en bâtonnets de même taille. Coupez les oignons rouges en quartiers.',
      },
      { time: 5, explanation: "Mélangez les légumes sur une grande plaque avec l'huile, le miel, le thym effeuillé, le sel et le poivre." },
      {
        time: 35,
        explanation:
          "Enfournez 15 minutes, puis ajoutez les chipolatas sur la plaque et poursuivez 20 minutes, en retournant saucisses et légumes à mi-cuisson, jusqu'à ce que tout soit bien doré.",
        tips: 'Étalez bien les légumes en une seule couche : ils rôtissent au lieu de cuire à la vapeur.',
      },
    ],
    variantSuggestions: ['Avec des saucisses de volaille (halal)', 'Avec de la patate douce', 'Avec des merguez'],
    improvementSuggestions: ["Ajoutez une cuillerée de moutarde à l'ancienne au miel."],
    sideDishSuggestions: ['Salade de mâche', 'Purée maison'],
    tags: ['sans gluten', 'sans lactose', 'hiver', 'plaque au four', 'famille'],
  },
  {
    id: 'poulet-roti-aux-patates-douces-et-oignons-rouges',
    title: 'Poulet rôti aux patates douces et oignons rouges',
    description:
      "Des cuisses de poulet au paprika rôties sur une plaque avec des quartiers de patate douce et d'oignon rouge : un plat d'automne coloré, sans vaisselle.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 8, unit: 'pièce' },
      { id: 'patate-douce', quantity: 3, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 4, unit: 'pièce', note: 'en chemise' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'romarin', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Préchauffez le four à 200 °C. Épluchez les patates douces et coupez-les en gros quartiers. Coupez les oignons rouges et le citron en quartiers.',
      },
      {
        time: 5,
        explanation:
          "Mélangez l'huile, le paprika, le sel et le poivre. Enrobez-en le poulet et les légumes, et étalez le tout sur une grande plaque avec l'ail, le citron et le romarin.",
      },
      {
        time: 45,
        explanation:
          "Enfournez 40 à 45 minutes en retournant les légumes à mi-cuisson, jusqu'à ce que la peau du poulet soit croustillante et les patates douces fondantes.",
        tips: 'Placez le poulet peau vers le haut et ne le retournez pas : la peau restera croustillante.',
      },
      { time: 2, explanation: 'Pressez les quartiers de citron rôtis sur le plat au moment de servir.' },
    ],
    variantSuggestions: ['Avec de la butternut', 'Avec des pommes de terre', 'Au cumin et au miel'],
    improvementSuggestions: ['Servez avec une sauce yaourt-citron-ail (hors sans lactose).'],
    sideDishSuggestions: ['Salade verte', 'Salade de roquette'],
    tags: ['sans gluten', 'sans lactose', 'automne', 'plaque au four', 'famille'],
  },
  {
    id: 'salade-tiede-de-chou-kale-butternut-rotie-et-feta',
    title: 'Salade tiède de chou kale, butternut rôtie et feta',
    description:
      "Du chou kale massé au citron, des cubes de butternut rôtis au cumin, de la feta et des graines de courge grillées : une salade-repas d'hiver, complète et colorée.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'courge-butternut', quantity: 800, unit: 'g', note: 'pelée, en cubes' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'chou-kale', quantity: 200, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'quinoa', quantity: 150, unit: 'g' },
      { id: 'feta', quantity: 150, unit: 'g' },
      { id: 'graines-de-courge', quantity: 30, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 200 °C. Mélangez les cubes de butternut avec 2 cuillerées d'huile, le cumin et une pincée de sel, et étalez-les sur une plaque.",
      },
      {
        time: 30,
        explanation:
          "Enfournez 25 à 30 minutes, jusqu'à ce qu'ils soient dorés. Pendant ce temps, rincez le quinoa et faites-le cuire 12 minutes à l'eau salée, puis égouttez-le.",
      },
      {
        time: 6,
        explanation:
          "Retirez les grosses côtes du kale, émincez les feuilles et massez-les 2 minutes à la main avec le jus du citron, le reste d'huile, le sel et le poivre, jusqu'à ce qu'elles s'assouplissent.",
        tips: 'Le massage attendrit le kale cru et lui ôte son amertume.',
      },
      {
        time: 4,
        explanation:
          'Faites griller les graines de courge 2 minutes à sec. Mélangez le kale, le quinoa et la butternut tiède, puis parsemez de feta émiettée et de graines.',
      },
    ],
    variantSuggestions: ['Avec du chèvre frais', 'Avec de la patate douce', 'Avec du poulet grillé'],
    improvementSuggestions: ['Ajoutez des grains de grenade pour le croquant acidulé.'],
    sideDishSuggestions: ['Houmous'],
    tags: ['sans gluten', 'végétarien', 'hiver', 'automne', 'lunchbox'],
  },
  {
    id: 'osso-buco-a-la-milanaise',
    title: 'Osso buco à la milanaise',
    description:
      "Des tranches de jarret de veau mijotées au vin blanc avec tomates, carottes et céleri, parsemées de gremolata au citron et à l'ail : le grand mijoté italien, ici sans farine.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 25,
    cookTime: 100,
    servings: 4,
    ingredients: [
      { id: 'veau-jarret', quantity: 1.2, unit: 'kg', note: 'en 4 tranches épaisses' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'celeri-branche', quantity: 100, unit: 'g', note: '2 branches' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'vin-blanc', quantity: 20, unit: 'cl' },
      { id: 'tomates-pelees-en-conserve', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez l'oignon, les carottes et le céleri en petits dés. Incisez la peau qui entoure les tranches de jarret à 2 ou 3 endroits pour qu'elles ne se rétractent pas.",
      },
      {
        time: 10,
        explanation: "Salez et poivrez la viande et faites-la dorer 4 minutes par face dans l'huile, dans une cocotte. Réservez.",
      },
      {
        time: 6,
        explanation:
          "Faites revenir les légumes et 2 gousses d'ail hachées 5 minutes dans la cocotte, versez le vin blanc et laissez réduire de moitié.",
      },
      {
        time: 90,
        explanation:
          "Ajoutez les tomates écrasées et l'eau, remettez la viande en une seule couche, couvrez et laissez mijoter 1 heure 30 à feu très doux, en retournant les tranches à mi-cuisson.",
        tips: "La viande doit se détacher de l'os à la fourchette ; sinon, poursuivez 15 minutes.",
      },
      { time: 5, explanation: "Pour la gremolata, hachez finement le persil, le zeste du citron et la dernière gousse d'ail." },
      { time: 2, explanation: 'Servez les osso buco nappés de sauce et parsemés de gremolata.' },
    ],
    variantSuggestions: ['Avec de la dinde (cuisse en tranches)', 'Sans tomate, à la blanche', 'Avec un zeste d’orange dans la gremolata'],
    improvementSuggestions: ['Servez avec un risotto au safran pour un vrai plat milanais.'],
    sideDishSuggestions: ['Risotto au safran', 'Polenta crémeuse', 'Purée maison'],
    tags: ['sans gluten', 'sans lactose', 'automne', 'mijoté', 'dimanche'],
  },
  {
    id: 'risotto-de-betterave-au-chevre-frais',
    title: 'Risotto de betterave au chèvre frais',
    description:
      "Un risotto rose vif à la betterave crue râpée, lié au parmesan et garni de chèvre frais et de noix : un plat d'automne et d'hiver aussi beau que bon.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'betterave-crue', quantity: 2, unit: 'pièce' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'riz-arborio', quantity: 300, unit: 'g' },
      { id: 'vin-blanc', quantity: 10, unit: 'cl' },
      { id: 'eau', quantity: 1.1, unit: 'l', note: 'chaude' },
      { id: 'parmesan', quantity: 40, unit: 'g', note: 'râpé' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'chevre-frais', quantity: 120, unit: 'g' },
      { id: 'noix', quantity: 30, unit: 'g' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épluchez les betteraves (avec des gants) et râpez-les. Émincez finement les échalotes. Gardez l'eau salée chaude dans une casserole.",
      },
      {
        time: 4,
        explanation:
          "Faites fondre les échalotes 2 minutes dans l'huile, ajoutez le riz et nacrez-le 2 minutes en remuant, jusqu'à ce qu'il devienne translucide. Versez le vin blanc et laissez-le absorber.",
      },
      {
        time: 20,
        explanation:
          "Ajoutez la betterave râpée et le thym effeuillé, puis l'eau chaude louche par louche, en attendant qu'elle soit absorbée avant d'en remettre et en remuant souvent, pendant 18 à 20 minutes.",
        tips: 'Le riz est prêt quand il est tendre mais garde un léger cœur ferme.',
      },
      { time: 3, explanation: 'Hors du feu, incorporez le parmesan et le beurre, couvrez et laissez reposer 2 minutes.' },
      { time: 2, explanation: 'Servez parsemé de chèvre frais émietté, de noix concassées et de poivre.' },
    ],
    variantSuggestions: ['Avec de la betterave cuite ajoutée en fin de cuisson', 'Avec de la feta', 'Avec des noisettes'],
    improvementSuggestions: ["Remplacez une partie de l'eau par le jus de cuisson d'un bouillon de légumes maison."],
    sideDishSuggestions: ['Salade de roquette', 'Salade de mâche'],
    tags: ['sans gluten', 'végétarien', 'automne', 'hiver'],
  },
  // ───────────── Printemps et été ─────────────
  {
    id: 'saumon-roti-aux-asperges-vertes-et-pommes-de-terre-nouvelles',
    title: 'Saumon rôti aux asperges vertes et pommes de terre nouvelles',
    description:
      "Des pavés de saumon rôtis sur une plaque avec des asperges vertes et des pommes de terre nouvelles, arrosés de citron et d'aneth : le printemps en un seul plat.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre-nouvelle', quantity: 600, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'asperge-verte', quantity: 500, unit: 'g', note: '1 botte' },
      { id: 'saumon-filet', quantity: 4, unit: 'pièce', note: 'pavés' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'aneth', quantity: 10, unit: 'g' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: 'Préchauffez le four à 210 °C. Lavez les pommes de terre nouvelles sans les éplucher et coupez-les en deux.',
      },
      {
        time: 20,
        explanation: "Mélangez-les sur une plaque avec 2 cuillerées d'huile et une pincée de fleur de sel, et enfournez 20 minutes.",
      },
      {
        time: 5,
        explanation: 'Pendant ce temps, cassez la base dure des asperges là où elle plie naturellement. Coupez le citron en rondelles.',
        tips: "Les asperges vertes n'ont pas besoin d'être épluchées.",
      },
      {
        time: 14,
        explanation:
          "Ajoutez les asperges sur la plaque, posez les pavés de saumon au milieu, couvrez-les de rondelles de citron, arrosez du reste d'huile, poivrez et enfournez 12 à 14 minutes : le saumon doit rester rosé à cœur.",
      },
      { time: 2, explanation: "Parsemez d'aneth ciselé et de fleur de sel, et servez aussitôt." },
    ],
    variantSuggestions: ['Avec de la truite', 'Avec des haricots verts en été', 'Avec une sauce au yaourt et aux herbes'],
    improvementSuggestions: ['Ajoutez quelques tomates cerises sur la plaque en fin de saison.'],
    sideDishSuggestions: ['Salade verte', 'Sauce au fromage blanc et ciboulette'],
    tags: ['sans gluten', 'sans lactose', 'printemps', 'poisson', 'plaque au four'],
  },
  {
    id: 'piccata-de-veau-au-citron-et-epinards',
    title: 'Piccata de veau au citron et épinards',
    description:
      "De fines escalopes de veau juste poudrées de farine de riz, dorées au beurre et nappées d'une sauce minute au citron et aux câpres, avec des épinards frais à l'ail : un plat italien vif et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'veau-escalope', quantity: 4, unit: 'pièce' },
      { id: 'farine-de-riz', quantity: 3, unit: 'c. à soupe' },
      { id: 'epinard', quantity: 600, unit: 'g', note: 'frais' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'citron', quantity: 2, unit: 'pièce' },
      { id: 'eau', quantity: 5, unit: 'cl' },
      { id: 'capres', quantity: 1, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Coupez chaque escalope en deux et aplatissez-les finement entre deux feuilles de papier cuisson. Salez, poivrez et passez-les dans la farine de riz en tapotant pour ôter l'excédent.",
      },
      {
        time: 6,
        explanation:
          "Équeutez et lavez les épinards. Faites-les tomber 3 minutes dans l'huile d'olive avec l'ail écrasé, salez, puis égouttez-les et gardez-les au chaud.",
      },
      {
        time: 6,
        explanation:
          'Faites dorer les escalopes 1 à 2 minutes de chaque côté dans la moitié du beurre, à feu vif, en deux fois. Réservez-les au chaud.',
        tips: 'Des escalopes très fines cuisent en un instant : au-delà, le veau devient sec.',
      },
      {
        time: 4,
        explanation:
          "Versez dans la poêle le jus d'un citron, l'eau et les câpres, grattez les sucs et laissez réduire 1 minute. Hors du feu, ajoutez le reste du beurre en fouettant pour lier la sauce.",
      },
      {
        time: 2,
        explanation:
          'Nappez les escalopes de sauce, parsemez de persil haché et servez avec les épinards et le second citron en quartiers.',
      },
    ],
    variantSuggestions: ['Avec des escalopes de dinde', 'Avec du riz au citron', 'Avec du vin blanc dans la sauce (hors halal)'],
    improvementSuggestions: ['Ajoutez quelques fines tranches de citron dans la sauce pour les faire confire 1 minute.'],
    sideDishSuggestions: ['Riz basmati', 'Pommes de terre vapeur'],
    tags: ['sans gluten', 'printemps', 'automne', 'rapide'],
  },
  {
    id: 'asperges-blanches-sauce-mousseline-et-jambon-cru',
    title: 'Asperges blanches, sauce mousseline et jambon cru',
    description:
      "Des asperges blanches fondantes, une sauce mousseline (hollandaise allégée de crème fouettée), du jambon cru et des pommes de terre nouvelles : le repas de printemps des régions d'asperges, d'Alsace aux Landes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 25,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'asperge-blanche', quantity: 1.2, unit: 'kg' },
      { id: 'pomme-de-terre-nouvelle', quantity: 600, unit: 'g' },
      { id: 'jaune-d-oeuf', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 150, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 10, unit: 'cl', note: 'très froide' },
      { id: 'jambon-cru', quantity: 12, unit: 'pièce', note: 'fines tranches' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          'Épluchez les asperges avec un économe en partant de 3 cm sous la pointe vers la base, coupez 2 cm de base et ficelez-les en 4 bottes.',
        tips: 'Épluchez-les généreusement : la peau des asperges blanches est fibreuse et amère.',
      },
      {
        time: 20,
        explanation:
          "Faites cuire les pommes de terre nouvelles 20 minutes à l'eau salée. Pendant ce temps, plongez les bottes d'asperges dans une grande casserole d'eau bouillante salée et comptez 12 à 15 minutes : la pointe d'un couteau doit s'enfoncer sans résistance. Égouttez-les sur un torchon.",
      },
      {
        time: 3,
        explanation:
          'Faites fondre le beurre à feu doux et écumez la mousse blanche en surface. Fouettez la crème très froide en chantilly souple.',
      },
      {
        time: 8,
        explanation:
          "Au bain-marie frémissant, fouettez les jaunes avec 2 cuillerées d'eau jusqu'à ce qu'ils moussent et épaississent. Hors du feu, versez le beurre en filet en fouettant sans cesse, puis ajoutez le jus du demi-citron, le sel et le poivre.",
      },
      {
        time: 2,
        explanation:
          "Incorporez délicatement la crème fouettée à la sauce : c'est la mousseline. Servez aussitôt avec les asperges, les pommes de terre et le jambon cru.",
      },
    ],
    variantSuggestions: [
      'Avec des asperges vertes (cuisson 6 à 8 minutes)',
      'Avec du saumon fumé (sans porc)',
      'Avec une simple vinaigrette tiède',
    ],
    improvementSuggestions: ['Ajoutez une pincée de zeste de citron dans la sauce pour la rendre plus vive.'],
    sideDishSuggestions: ['Pain sans gluten', 'Salade verte'],
    tags: ['sans gluten', 'printemps', 'terroir', 'technique', 'week-end'],
  },
  {
    id: 'risotto-au-chorizo-et-petits-pois',
    title: 'Risotto au chorizo et petits pois',
    description:
      'Un risotto crémeux relevé de chorizo doré et de petits pois frais, lié au parmesan : un plat complet et coloré pour le printemps.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'chorizo', quantity: 100, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'riz-arborio', quantity: 300, unit: 'g' },
      { id: 'vin-blanc', quantity: 10, unit: 'cl' },
      { id: 'eau', quantity: 1.1, unit: 'l', note: 'chaude' },
      { id: 'petit-pois', quantity: 250, unit: 'g', note: 'écossés' },
      { id: 'parmesan', quantity: 50, unit: 'g', note: 'râpé' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: "Coupez le chorizo en petits dés et émincez l'oignon. Gardez l'eau salée chaude dans une casserole." },
      {
        time: 5,
        explanation:
          "Faites dorer le chorizo 2 minutes dans l'huile, puis ajoutez l'oignon et laissez-le fondre 2 minutes dans le gras orangé.",
      },
      { time: 3, explanation: 'Ajoutez le riz et nacrez-le 2 minutes en remuant, puis versez le vin blanc et laissez-le absorber.' },
      {
        time: 18,
        explanation:
          "Versez l'eau chaude louche par louche en remuant souvent, en attendant qu'elle soit absorbée avant d'en remettre. Ajoutez les petits pois au bout de 10 minutes. Comptez 18 minutes en tout.",
        tips: 'Le risotto doit rester coulant : il épaissit encore en reposant.',
      },
      { time: 3, explanation: 'Hors du feu, incorporez le parmesan et le beurre, couvrez 2 minutes, puis servez.' },
    ],
    variantSuggestions: [
      'Avec des petits pois surgelés toute l’année',
      'Avec des asperges vertes',
      'Avec du jambon cru à la place du chorizo',
    ],
    improvementSuggestions: ['Ajoutez quelques feuilles de menthe ciselées au moment de servir.'],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['sans gluten', 'printemps', 'famille'],
  },
  {
    id: 'merlu-a-l-oseille-et-pommes-de-terre-nouvelles',
    title: "Merlu à l'oseille et pommes de terre nouvelles",
    description:
      "Des filets de merlu pochés, nappés d'une sauce à la crème et à l'oseille fondue, avec des pommes de terre nouvelles : l'acidité de l'oseille réveille ce classique du printemps.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre-nouvelle', quantity: 700, unit: 'g' },
      { id: 'oseille', quantity: 100, unit: 'g' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'merlu', quantity: 4, unit: 'pièce', note: 'filets' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 22, explanation: "Brossez les pommes de terre nouvelles et faites-les cuire 20 minutes à l'eau salée ou à la vapeur." },
      {
        time: 5,
        explanation: "Pendant ce temps, lavez l'oseille, retirez les tiges et ciselez les feuilles. Émincez finement l'échalote.",
      },
      {
        time: 8,
        explanation:
          "Faites fondre l'échalote 2 minutes dans le beurre, ajoutez l'oseille : elle fond et brunit en 1 minute. Versez la crème, salez, poivrez et laissez réduire 4 minutes à feu doux.",
        tips: "L'oseille perd sa couleur verte en cuisant : c'est normal, elle garde tout son goût acidulé.",
      },
      {
        time: 7,
        explanation:
          "Portez l'eau salée à frémissement avec le jus du demi-citron dans une sauteuse, posez-y les filets de merlu et pochez 5 à 6 minutes sans bouillir.",
      },
      { time: 2, explanation: "Égouttez le poisson, nappez-le de sauce à l'oseille et servez avec les pommes de terre." },
    ],
    variantSuggestions: ['Avec du saumon', 'Avec des épinards et un filet de citron à la place de l’oseille', 'Avec du cabillaud'],
    improvementSuggestions: ["Ajoutez un jaune d'œuf à la sauce hors du feu pour la rendre plus nappante."],
    sideDishSuggestions: ['Salade verte'],
    tags: ['sans gluten', 'printemps', 'été', 'poisson', 'léger'],
  },
  {
    id: 'cotelettes-d-agneau-puree-de-petits-pois-a-la-menthe',
    title: "Côtelettes d'agneau, purée de petits pois à la menthe",
    description:
      "Des côtelettes d'agneau marinées à l'ail et au romarin, saisies rosées, avec une purée de petits pois frais à la menthe et à l'huile d'olive : le goût du printemps, sans beurre ni farine.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'cotelette-d-agneau', quantity: 8, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'romarin', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'petit-pois', quantity: 600, unit: 'g', note: 'écossés (environ 1,5 kg en cosses)' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Écrasez l'ail et effeuillez le romarin. Mélangez-les avec 2 cuillerées d'huile et enrobez-en les côtelettes. Laissez mariner pendant la préparation de la purée.",
      },
      {
        time: 10,
        explanation:
          "Écossez les petits pois si besoin et émincez l'échalote. Faites-les cuire 8 minutes à l'eau bouillante salée avec l'échalote, jusqu'à ce que les pois soient tendres.",
      },
      {
        time: 5,
        explanation:
          "Égouttez-les en gardant un peu d'eau de cuisson, puis mixez-les grossièrement avec la menthe, 3 cuillerées d'huile, le jus du demi-citron, du sel et du poivre, en ajoutant un peu d'eau de cuisson pour assouplir.",
        tips: 'Mixez juste quelques secondes : une purée un peu rustique garde le goût frais des pois.',
      },
      {
        time: 8,
        explanation:
          'Saisissez les côtelettes 2 à 3 minutes de chaque côté dans une poêle ou une plancha très chaude, en commençant par tenir le gras contre la poêle pour le faire dorer. Salez et poivrez, laissez reposer 2 minutes.',
      },
      { time: 2, explanation: 'Servez les côtelettes sur la purée de petits pois, arrosées de leur jus.' },
    ],
    variantSuggestions: ['Avec des petits pois surgelés hors saison', 'Avec une purée de fèves', 'Avec des côtes de veau'],
    improvementSuggestions: ["Ajoutez quelques pousses de petits pois ou de menthe fraîche sur l'assiette."],
    sideDishSuggestions: ['Pommes de terre nouvelles rôties', 'Carottes nouvelles glacées'],
    tags: ['sans gluten', 'sans lactose', 'printemps', 'rapide', 'week-end'],
  },
  {
    id: 'tomates-farcies-au-riz',
    title: 'Tomates farcies au riz',
    description:
      "Des tomates garnies d'une farce à la chair à saucisse et aux herbes, cuites au four sur un lit de riz qui s'imprègne de leur jus : le plat d'été des grands-mères, sans pain dans la farce.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'tomate', quantity: 8, unit: 'pièce', note: 'grosses et fermes' },
      { id: 'chair-a-saucisse', quantity: 400, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'oeuf', quantity: 1, unit: 'pièce' },
      { id: 'riz-long', quantity: 160, unit: 'g' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'herbes-de-provence', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Préchauffez le four à 180 °C. Coupez un chapeau sur chaque tomate, évidez-les à la cuillère en gardant la pulpe, salez l'intérieur et retournez-les sur une grille pour qu'elles dégorgent.",
      },
      {
        time: 8,
        explanation:
          "Hachez l'oignon, l'ail et le persil. Mélangez-les avec la chair à saucisse, l'œuf, les herbes de Provence et le poivre.",
      },
      {
        time: 5,
        explanation:
          "Dans un grand plat, mélangez le riz cru, la pulpe de tomate hachée, l'eau et une pincée de sel. Garnissez les tomates de farce, posez-les sur le riz et recoiffez-les de leur chapeau. Arrosez d'huile.",
        tips: "Le riz doit être juste couvert de liquide : ajoutez un peu d'eau si la pulpe est peu abondante.",
      },
      {
        time: 50,
        explanation:
          'Enfournez 50 minutes, en vérifiant à mi-cuisson que le riz ne manque pas de liquide : les tomates doivent être fondantes et le riz tendre.',
      },
    ],
    variantSuggestions: ['Avec du bœuf haché (halal)', 'Courgettes rondes farcies', 'Avec des poivrons'],
    improvementSuggestions: ['Ajoutez un peu de parmesan râpé dans la farce.'],
    sideDishSuggestions: ['Salade verte'],
    tags: ['sans gluten', 'sans lactose', 'été', 'famille', 'provençal'],
  },
  {
    id: 'aubergines-farcies-a-l-agneau-et-a-la-menthe',
    title: "Aubergines farcies à l'agneau et à la menthe",
    description:
      "Des demi-aubergines rôties, garnies d'agneau haché aux épices, à la tomate et à la menthe, puis gratinées à la feta : un plat d'été aux saveurs de Méditerranée orientale.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 20,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'aubergine', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'agneau-hache', quantity: 400, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'cannelle', quantity: 1, unit: 'pincée' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'feta', quantity: 100, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Préchauffez le four à 200 °C. Coupez les aubergines en deux dans la longueur, quadrillez la chair au couteau sans percer la peau, salez et arrosez de 2 cuillerées d'huile.",
      },
      {
        time: 25,
        explanation:
          "Enfournez-les 25 minutes côté chair vers le haut, jusqu'à ce qu'elles soient fondantes. Pendant ce temps, faites revenir l'oignon émincé 3 minutes dans le reste d'huile, ajoutez l'agneau et faites-le dorer en l'émiettant, puis l'ail haché, le cumin, la cannelle et les tomates en dés. Laissez cuire 10 minutes.",
      },
      {
        time: 5,
        explanation:
          'Creusez la chair des aubergines à la cuillère en laissant 1 cm contre la peau, hachez-la et mélangez-la à la viande avec la moitié de la menthe ciselée, le sel et le poivre.',
      },
      {
        time: 15,
        explanation: 'Garnissez les demi-aubergines, émiettez la feta dessus et enfournez 15 minutes.',
        tips: 'Elles sont aussi bonnes tièdes, le lendemain.',
      },
      { time: 1, explanation: 'Parsemez du reste de menthe au moment de servir.' },
    ],
    variantSuggestions: ['Avec du bœuf haché', 'Avec des courgettes rondes', 'Sans feta, avec des pignons grillés'],
    improvementSuggestions: ["Servez avec une sauce au yaourt à l'ail et au citron."],
    sideDishSuggestions: ['Riz pilaf', 'Salade de tomates'],
    tags: ['sans gluten', 'été', 'épicé doux', 'famille'],
  },
  {
    id: 'dorade-au-four-au-fenouil-et-au-citron',
    title: 'Dorade au four au fenouil et au citron',
    description:
      "Des dorades entières rôties sur un lit de fenouil émincé, de citron et de tomates cerises, arrosées d'huile d'olive : un poisson d'été simple et parfumé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'dorade', quantity: 2, unit: 'pièce', note: 'vidées et écaillées' },
      { id: 'fenouil', quantity: 2, unit: 'pièce' },
      { id: 'citron', quantity: 2, unit: 'pièce' },
      { id: 'tomate-cerise', quantity: 250, unit: 'g' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'thym', quantity: 4, unit: 'pièce', note: 'branches' },
      { id: 'graines-de-fenouil', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 200 °C. Émincez finement les fenouils et un citron. Étalez-les dans un grand plat avec 2 cuillerées d'huile, les graines de fenouil, du sel et du poivre.",
      },
      { time: 10, explanation: "Enfournez ce lit de légumes 10 minutes pour qu'il commence à fondre." },
      {
        time: 5,
        explanation:
          "Pendant ce temps, incisez les dorades de 2 entailles de chaque côté, salez et poivrez l'intérieur et glissez-y le thym et quelques rondelles du second citron.",
      },
      {
        time: 20,
        explanation: "Posez les dorades sur le fenouil, ajoutez les tomates cerises, arrosez du reste d'huile et enfournez 20 minutes.",
        tips: "La dorade est cuite quand la chair se détache facilement de l'arête au niveau de la tête.",
      },
      { time: 3, explanation: 'Levez les filets et servez-les avec le fenouil, les tomates et le jus du plat.' },
    ],
    variantSuggestions: ['Avec du bar', 'Avec des olives noires', 'En filets, cuisson 10 minutes'],
    improvementSuggestions: ["Arrosez d'un filet d'huile d'olive crue et de fleur de sel au moment de servir."],
    sideDishSuggestions: ['Riz', 'Pommes de terre vapeur'],
    tags: ['sans gluten', 'sans lactose', 'été', 'poisson', 'provençal'],
  },
  {
    id: 'maquereaux-grilles-pommes-de-terre-et-salade-de-tomates',
    title: 'Maquereaux grillés, pommes de terre et salade de tomates',
    description:
      "Des filets de maquereau grillés côté peau jusqu'à ce qu'elle croustille, des pommes de terre tièdes et une salade de tomates à l'oignon rouge : un dîner d'été économique et plein d'oméga-3.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 800, unit: 'g', note: 'à chair ferme' },
      { id: 'maquereau', quantity: 4, unit: 'pièce', note: 'levés en filets par le poissonnier' },
      { id: 'tomate', quantity: 4, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'vinaigre-de-vin', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 22,
        explanation:
          "Faites cuire les pommes de terre dans leur peau 20 minutes à l'eau salée. Pendant ce temps, coupez les tomates en quartiers et l'oignon rouge en fines lamelles, et assaisonnez-les de 2 cuillerées d'huile, du vinaigre, de sel et de poivre.",
      },
      { time: 4, explanation: "Épongez les filets de maquereau, salez-les et incisez légèrement la peau pour qu'elle ne se rétracte pas." },
      {
        time: 6,
        explanation:
          "Faites chauffer 1 cuillerée d'huile dans une poêle et faites cuire les filets 4 minutes côté peau sans les bouger, puis 1 minute de l'autre côté.",
        tips: 'Pressez-les avec une spatule les premières secondes : la peau reste à plat et croustille.',
      },
      {
        time: 3,
        explanation:
          "Coupez les pommes de terre en rondelles, arrosez-les du reste d'huile, du jus de citron et du persil ciselé. Servez avec le maquereau et la salade de tomates.",
      },
    ],
    variantSuggestions: ['Avec des sardines', 'Au four, 10 minutes à 200 °C', 'Avec une sauce moutarde'],
    improvementSuggestions: ['Ajoutez quelques câpres dans les pommes de terre.'],
    sideDishSuggestions: ['Salade verte'],
    tags: ['sans gluten', 'sans lactose', 'été', 'poisson', 'économique'],
  },
  {
    id: 'brochettes-de-poulet-au-citron-riz-et-courgettes',
    title: 'Brochettes de poulet au citron, riz et courgettes',
    description:
      "Des brochettes de poulet marinées au citron, à l'ail et au thym, grillées avec des courgettes, servies sur du riz : un repas d'été au barbecue ou à la plancha.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 600, unit: 'g' },
      { id: 'citron', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'riz-basmati', quantity: 280, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Coupez le poulet en cubes de 3 cm. Mélangez-les avec le zeste et le jus d'un citron, l'ail haché, 3 cuillerées d'huile, le thym effeuillé, le paprika, le sel et le poivre. Laissez mariner au moins 30 minutes au réfrigérateur.",
      },
      {
        time: 7,
        explanation:
          "Coupez les courgettes en rondelles épaisses et l'oignon rouge en gros morceaux. Enfilez-les en alternance avec le poulet sur des piques, et arrosez les légumes du reste d'huile.",
        tips: "Faites tremper les piques en bois 30 minutes dans l'eau : elles ne brûleront pas.",
      },
      {
        time: 12,
        explanation:
          'Faites cuire le riz. Pendant ce temps, faites griller les brochettes 10 à 12 minutes au barbecue, à la plancha ou sous le gril du four, en les retournant régulièrement.',
      },
      { time: 2, explanation: 'Servez les brochettes sur le riz avec le second citron coupé en quartiers.' },
    ],
    variantSuggestions: ['Avec des poivrons', 'Avec de la dinde', 'Avec du quinoa'],
    improvementSuggestions: ['Servez avec une sauce yaourt, ail et menthe (hors sans lactose).'],
    sideDishSuggestions: ['Salade de tomates', 'Tzatziki'],
    tags: ['sans gluten', 'sans lactose', 'été', 'barbecue', 'famille'],
  },
  {
    id: 'thon-a-la-basquaise-et-riz',
    title: 'Thon à la basquaise et riz',
    description:
      "Des pavés de thon saisis puis mijotés quelques minutes dans une piperade de poivrons, tomates et piment d'Espelette, servis avec du riz : le plat du port de Saint-Jean-de-Luz.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'poivron-rouge', quantity: 2, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tomate', quantity: 4, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'piment-d-espelette', quantity: 2, unit: 'pincée' },
      { id: 'thon-frais', quantity: 4, unit: 'pièce', note: 'pavés' },
      { id: 'riz-long', quantity: 280, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation: "Épépinez les poivrons et coupez-les en lanières. Émincez les oignons, hachez l'ail et coupez les tomates en dés.",
      },
      {
        time: 25,
        explanation:
          "Faites fondre les oignons et les poivrons 10 minutes dans 3 cuillerées d'huile, ajoutez l'ail, les tomates, le piment d'Espelette et le sel, et laissez mijoter 15 minutes à découvert. Pendant ce temps, faites cuire le riz.",
      },
      { time: 3, explanation: "Saisissez les pavés de thon 1 minute de chaque côté dans le reste d'huile, à feu vif." },
      {
        time: 5,
        explanation:
          'Posez-les sur la piperade, couvrez et laissez cuire 4 à 5 minutes à feu doux : le thon doit rester rosé à cœur. Servez avec le riz.',
        tips: 'Trop cuit, le thon devient sec : mieux vaut le retirer un peu tôt.',
      },
    ],
    variantSuggestions: ['Avec de l’espadon', 'Avec du poulet (poulet basquaise)', 'Avec des pommes de terre'],
    improvementSuggestions: ['Ajoutez une tranche de jambon de Bayonne poêlée sur chaque assiette (hors halal).'],
    sideDishSuggestions: ['Riz', 'Salade verte'],
    tags: ['sans gluten', 'sans lactose', 'été', 'poisson', 'épicé doux'],
  },
  // ───────────── Toute l'année, ici et ailleurs ─────────────
  {
    id: 'larb-de-poulet-a-la-thaie',
    title: 'Larb de poulet à la thaïe',
    description:
      "Du poulet haché au couteau, saisi puis assaisonné de citron vert, de nuoc-mâm, d'échalotes et d'herbes fraîches, servi dans des feuilles de sucrine avec du riz : frais, acidulé et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'riz-thai', quantity: 300, unit: 'g', note: 'dont 2 c. à soupe pour la poudre grillée' },
      { id: 'poulet-filet', quantity: 500, unit: 'g' },
      { id: 'huile-vegetale', quantity: 1, unit: 'c. à soupe' },
      { id: 'echalote', quantity: 3, unit: 'pièce' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'citron-vert', quantity: 2, unit: 'pièce' },
      { id: 'nuoc-mam', quantity: 3, unit: 'c. à soupe' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sucrine', quantity: 2, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Faites griller 2 cuillerées de riz cru à sec dans une poêle 4 à 5 minutes, jusqu'à ce qu'il soit blond, puis réduisez-le en poudre au mortier ou au moulin à café.",
      },
      {
        time: 15,
        explanation:
          'Faites cuire le reste du riz. Pendant ce temps, hachez le poulet au couteau, émincez finement les échalotes et le piment, pressez les citrons verts et effeuillez les herbes. Détachez les feuilles de sucrine.',
      },
      {
        time: 6,
        explanation: "Faites sauter le poulet 5 minutes à feu vif dans l'huile en l'émiettant, jusqu'à ce qu'il soit juste cuit.",
      },
      {
        time: 3,
        explanation:
          'Hors du feu, ajoutez le jus de citron vert, le nuoc-mâm, les échalotes, le piment, les herbes et la poudre de riz grillé. Mélangez et goûtez : le larb doit être acide, salé et pimenté.',
        tips: "Ajoutez les herbes au dernier moment pour qu'elles restent vives.",
      },
      { time: 2, explanation: 'Servez tiède dans les feuilles de sucrine, avec le riz à côté.' },
    ],
    variantSuggestions: ['Avec du porc haché', 'Avec de la dinde', 'Avec du riz gluant'],
    improvementSuggestions: ["Ajoutez des rondelles de concombre et d'oignon rouge pour la fraîcheur."],
    sideDishSuggestions: ['Riz gluant', 'Concombre en bâtonnets'],
    tags: ['sans gluten', 'sans lactose', 'rapide', 'épicé', 'été', 'automne'],
  },
  {
    id: 'tacos-de-mais-au-poulet-et-a-l-avocat',
    title: "Tacos de maïs au poulet et à l'avocat",
    description:
      "Des tortillas de maïs tièdes garnies de poulet mariné au cumin et au citron vert, d'avocat écrasé et d'une salsa de tomate à la coriandre : le repas mexicain du vendredi soir, sans blé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 500, unit: 'g' },
      { id: 'citron-vert', quantity: 2, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'avocat', quantity: 2, unit: 'pièce' },
      { id: 'tortilla-de-mais', quantity: 12, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Coupez le poulet en fines lanières et mélangez-le avec le jus d'un citron vert, le cumin, le paprika, l'huile et une pincée de sel.",
      },
      {
        time: 8,
        explanation:
          "Pour la salsa, coupez les tomates en petits dés, hachez l'oignon rouge et la moitié de la coriandre, et mélangez avec une pincée de sel. Écrasez les avocats avec le jus du second citron vert et une pincée de sel.",
      },
      { time: 7, explanation: "Faites sauter le poulet 6 à 7 minutes à feu vif dans une poêle bien chaude, jusqu'à ce qu'il soit doré." },
      {
        time: 5,
        explanation: 'Réchauffez les tortillas 30 secondes de chaque côté dans une poêle sèche et gardez-les dans un torchon.',
        tips: "Empilées dans un torchon, elles restent souples jusqu'au service.",
      },
      { time: 3, explanation: "Garnissez chaque tortilla d'avocat, de poulet et de salsa, et parsemez du reste de coriandre." },
    ],
    variantSuggestions: ['Avec du bœuf émincé', 'Avec des crevettes', 'Avec du chou rouge émincé'],
    improvementSuggestions: ['Ajoutez un peu de piment frais dans la salsa.'],
    sideDishSuggestions: ['Riz à la mexicaine', 'Haricots noirs'],
    tags: ['sans gluten', 'sans lactose', 'été', 'convivial', 'rapide'],
  },
  {
    id: 'curry-rouge-de-canard-a-l-ananas',
    title: "Curry rouge de canard à l'ananas",
    description:
      "Des tranches de magret rosé dans un curry rouge au lait de coco, avec des morceaux d'ananas frais, du basilic et du citron vert : le grand classique des tables thaïes, servi avec du riz.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'riz-thai', quantity: 280, unit: 'g' },
      { id: 'canard-magret', quantity: 2, unit: 'pièce' },
      { id: 'pate-de-curry-rouge', quantity: 2, unit: 'c. à soupe' },
      { id: 'lait-de-coco', quantity: 25, unit: 'cl' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'ananas', quantity: 0.25, unit: 'pièce', note: 'frais' },
      { id: 'nuoc-mam', quantity: 1, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à café' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Lancez la cuisson du riz. Épluchez le quart d'ananas, retirez le cœur fibreux et coupez la chair en morceaux. Quadrillez la peau des magrets au couteau sans entailler la chair.",
      },
      {
        time: 12,
        explanation:
          'Faites cuire les magrets côté peau 8 minutes à feu moyen dans une poêle sans matière grasse, en retirant la graisse fondue au fur et à mesure, puis 2 minutes côté chair. Laissez-les reposer sous un papier aluminium.',
        tips: 'Gardez 1 cuillerée de graisse pour le curry, et le reste au réfrigérateur pour des pommes de terre sautées.',
      },
      {
        time: 3,
        explanation:
          'Faites revenir la pâte de curry 1 minute dans une cuillerée de graisse de canard, dans une sauteuse, puis versez un tiers du lait de coco et laissez frémir 2 minutes.',
      },
      { time: 7, explanation: "Ajoutez le reste du lait de coco, l'eau, l'ananas, le nuoc-mâm et le sucre, et laissez mijoter 5 minutes." },
      {
        time: 3,
        explanation:
          "Tranchez finement les magrets, ajoutez-les dans le curry avec leur jus et laissez chauffer 1 minute, sans bouillir pour qu'ils restent rosés. Hors du feu, ajoutez le jus du citron vert et le basilic, et servez avec le riz.",
      },
    ],
    variantSuggestions: ['Avec du poulet', 'Avec des litchis à la place de l’ananas', 'Avec des tomates cerises'],
    improvementSuggestions: ['Ajoutez un piment rouge émincé si vous aimez le curry plus relevé.'],
    sideDishSuggestions: ['Riz thaï'],
    tags: ['sans gluten', 'sans lactose', 'épicé', 'sucré-salé', 'toute saison'],
  },
  {
    id: 'poulet-saute-au-gingembre-et-brocoli-sauce-tamari',
    title: 'Poulet sauté au gingembre et brocoli, sauce tamari',
    description:
      "Des lanières de poulet et des bouquets de brocoli sautés au wok avec gingembre et ail, laqués d'une sauce au tamari et au miel : la version sans gluten du sauté chinois.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'riz-thai', quantity: 280, unit: 'g' },
      { id: 'poulet-filet', quantity: 500, unit: 'g' },
      { id: 'brocoli', quantity: 1, unit: 'pièce' },
      { id: 'gingembre', quantity: 20, unit: 'g', note: 'frais' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
      { id: 'maizena', quantity: 1, unit: 'c. à café' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Lancez la cuisson du riz. Coupez le poulet en lanières et le brocoli en petits bouquets. Râpez le gingembre et hachez l'ail. Mélangez le tamari, le miel, la maïzena et l'eau.",
      },
      {
        time: 4,
        explanation: "Faites blanchir le brocoli 2 minutes à l'eau bouillante, puis égouttez-le.",
        tips: 'Il finira de cuire au wok en restant croquant et bien vert.',
      },
      {
        time: 5,
        explanation:
          "Faites sauter le poulet 4 minutes à feu vif dans l'huile, dans un wok, puis ajoutez le gingembre et l'ail et remuez 30 secondes.",
      },
      {
        time: 3,
        explanation: "Ajoutez le brocoli et la sauce, et faites sauter 2 minutes, jusqu'à ce que la sauce épaississe et nappe le tout.",
      },
      { time: 1, explanation: 'Parsemez de sésame et servez avec le riz.' },
    ],
    variantSuggestions: ['Avec du bœuf', 'Avec des pois gourmands au printemps', 'Avec des nouilles de riz'],
    improvementSuggestions: ["Ajoutez un filet d'huile de sésame grillé au moment de servir."],
    sideDishSuggestions: ['Riz thaï', 'Nouilles de riz'],
    tags: ['sans gluten', 'sans lactose', 'automne', 'rapide', 'wok'],
  },
  {
    id: 'paella-aux-fruits-de-mer',
    title: 'Paella aux fruits de mer',
    description:
      "Un riz safrané cuit dans une grande poêle avec poivron, tomate, moules, gambas et fruits de mer, sans le remuer pour qu'il accroche légèrement au fond : la paella de la mer pour les grandes tablées.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 3,
    prepTime: 25,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'moule', quantity: 750, unit: 'g' },
      { id: 'eau', quantity: 1.2, unit: 'l' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'gambas', quantity: 12, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'tomates-concassees', quantity: 200, unit: 'g' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'safran', quantity: 1, unit: 'pincée' },
      { id: 'riz-rond', quantity: 400, unit: 'g' },
      { id: 'fruits-de-mer-surgeles', quantity: 400, unit: 'g', note: 'décongelés' },
      { id: 'citron', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Grattez et rincez les moules. Faites-les ouvrir 4 minutes à couvert dans une casserole avec 10 cl d'eau, puis retirez-les et filtrez leur jus. Complétez ce jus avec le reste d'eau et gardez-le chaud avec le safran.",
      },
      {
        time: 4,
        explanation:
          "Faites saisir les gambas 1 minute de chaque côté dans 2 cuillerées d'huile, dans une grande poêle à paella, puis réservez-les.",
      },
      {
        time: 10,
        explanation:
          "Ajoutez le reste d'huile, faites revenir l'oignon et le poivron émincés 6 minutes, puis l'ail haché, les tomates et le paprika, et laissez compoter 3 minutes.",
      },
      {
        time: 3,
        explanation:
          "Versez le riz et remuez 1 minute pour bien l'enrober, puis versez le jus safrané bouillant et salez. Répartissez le riz uniformément.",
      },
      {
        time: 20,
        explanation:
          'Laissez cuire 18 à 20 minutes sans remuer. À mi-cuisson, enfoncez les fruits de mer dans le riz, puis disposez les gambas et les moules sur le dessus pour les 5 dernières minutes.',
        tips: 'Ne remuez plus après avoir versé le liquide : la fine croûte qui se forme au fond, le socarrat, fait tout le goût.',
      },
      {
        time: 7,
        explanation:
          "Couvrez d'un torchon et laissez reposer 5 minutes hors du feu. Parsemez de persil et servez avec les citrons en quartiers.",
      },
    ],
    variantSuggestions: ['Avec du poulet et du chorizo', 'Avec des calamars en anneaux', 'Avec des petits pois'],
    improvementSuggestions: ["Remplacez l'eau par un fumet de poisson maison si vous en avez."],
    sideDishSuggestions: ['Salade verte'],
    tags: ['sans gluten', 'sans lactose', 'été', 'automne', 'fruits de mer', 'convivial', 'week-end'],
  },
  {
    id: 'omelette-paysanne-aux-pommes-de-terre-et-lardons',
    title: 'Omelette paysanne aux pommes de terre et lardons',
    description:
      "Une omelette épaisse garnie de pommes de terre dorées, de lardons et d'oignon, servie coupée en parts : le dîner économique et rassasiant de la campagne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 500, unit: 'g', note: 'à chair ferme' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 6, explanation: "Épluchez les pommes de terre et coupez-les en petits dés. Émincez l'oignon." },
      {
        time: 15,
        explanation:
          "Faites dorer les pommes de terre 12 minutes dans l'huile à feu moyen en remuant, ajoutez les lardons et l'oignon et poursuivez 3 minutes.",
      },
      {
        time: 3,
        explanation: 'Battez les œufs avec le persil haché, le poivre et une petite pincée de sel.',
        tips: 'Salez peu : les lardons apportent déjà du sel.',
      },
      {
        time: 8,
        explanation:
          "Versez les œufs dans la poêle, baissez le feu, couvrez et laissez prendre 6 à 8 minutes, jusqu'à ce que le dessus soit juste pris. Faites glisser sur une planche et coupez en parts.",
      },
    ],
    variantSuggestions: ['Avec des champignons', 'Avec du fromage râpé', 'Avec des restes de pommes de terre cuites'],
    improvementSuggestions: ["Retournez l'omelette à l'aide d'une assiette pour la dorer des deux côtés."],
    sideDishSuggestions: ['Salade verte'],
    tags: ['sans gluten', 'sans lactose', 'économique', 'rapide', 'toute saison'],
  },
  {
    id: 'galettes-de-sarrasin-completes-maison',
    title: 'Galettes de sarrasin complètes maison',
    description:
      "De vraies galettes bretonnes à la seule farine de sarrasin, garnies de jambon, d'emmental et d'un œuf au plat : la complète de crêperie, faite à la maison et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'farine-de-sarrasin', quantity: 250, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'oeuf', quantity: 9, unit: 'pièce', note: '1 pour la pâte, 8 pour garnir' },
      { id: 'eau', quantity: 55, unit: 'cl', note: 'froide' },
      { id: 'beurre-demi-sel', quantity: 50, unit: 'g' },
      { id: 'jambon-blanc', quantity: 8, unit: 'pièce', note: 'tranches fines' },
      { id: 'emmental', quantity: 160, unit: 'g', note: 'râpé' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Mélangez la farine de sarrasin et le sel, ajoutez 1 œuf puis l'eau petit à petit en fouettant, jusqu'à obtenir une pâte lisse et fluide. Laissez reposer au moins 1 heure au réfrigérateur (idéalement une nuit).",
        tips: 'Vérifiez que la farine de sarrasin porte la mention sans gluten : certaines sont moulues avec du blé.',
      },
      {
        time: 4,
        explanation:
          "Faites fondre le beurre. Fouettez de nouveau la pâte et allongez-la d'un peu d'eau si elle a épaissi : elle doit napper la louche.",
      },
      {
        time: 30,
        explanation:
          "Faites chauffer une grande poêle ou une crêpière beurrée, versez une louche de pâte en l'étalant finement et laissez cuire 2 minutes. Sans retourner la galette, cassez un œuf au centre, étalez le blanc, ajoutez une tranche de jambon et de l'emmental, poivrez et laissez cuire 2 minutes, jusqu'à ce que le blanc soit pris. Repliez les bords en carré et servez aussitôt, badigeonnée de beurre fondu.",
      },
    ],
    variantSuggestions: ['Avec des champignons à la crème', 'Avec de l’andouille (galette bretonne)', 'Avec du chèvre et des épinards'],
    improvementSuggestions: ['Préparez la pâte la veille : elle fermente légèrement et les galettes sont plus croustillantes.'],
    sideDishSuggestions: ['Salade verte', 'Cidre brut (hors halal)'],
    tags: ['sans gluten', 'crêperie', 'famille', 'toute saison'],
  },
  {
    id: 'truite-aux-amandes-et-pommes-de-terre-vapeur',
    title: 'Truite aux amandes et pommes de terre vapeur',
    description:
      "Des truites entières dorées au beurre, juste farinées de farine de riz, nappées d'amandes effilées grillées et de citron, avec des pommes de terre vapeur : le classique des bords de rivière.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 800, unit: 'g', note: 'à chair ferme' },
      { id: 'truite', quantity: 4, unit: 'pièce', note: 'vidées' },
      { id: 'farine-de-riz', quantity: 3, unit: 'c. à soupe' },
      { id: 'beurre-doux', quantity: 60, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'amande-effilee', quantity: 50, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 22, explanation: 'Épluchez les pommes de terre et faites-les cuire 20 minutes à la vapeur.' },
      {
        time: 3,
        explanation:
          "Pendant ce temps, épongez les truites, salez et poivrez l'intérieur et l'extérieur, et passez-les dans la farine de riz en tapotant pour ôter l'excédent.",
      },
      {
        time: 10,
        explanation:
          "Faites-les cuire 4 à 5 minutes de chaque côté dans l'huile et 30 g de beurre, à feu moyen, dans une grande poêle. Réservez-les au chaud sur le plat de service.",
        tips: "Ne les retournez qu'une fois, délicatement, quand la peau est dorée : elle se déchire moins.",
      },
      {
        time: 3,
        explanation:
          'Essuyez la poêle, faites-y mousser le reste du beurre et dorer les amandes 2 minutes, puis ajoutez le jus du citron et le persil haché.',
      },
      { time: 1, explanation: 'Nappez les truites de beurre aux amandes et servez avec les pommes de terre.' },
    ],
    variantSuggestions: ['Avec des filets de truite (cuisson 2 minutes par face)', 'Avec des noisettes', 'Avec du riz'],
    improvementSuggestions: ['Ajoutez quelques câpres dans le beurre aux amandes.'],
    sideDishSuggestions: ['Haricots verts', 'Épinards au beurre'],
    tags: ['sans gluten', 'poisson', 'classique', 'toute saison'],
  },
  {
    id: 'arroz-con-pollo',
    title: 'Arroz con pollo',
    description:
      "Le riz au poulet d'Amérique latine : des hauts de cuisse dorés puis cuits avec le riz dans une sauce tomate au cumin et au paprika, avec poivron et petits pois, parfumé au citron vert et à la coriandre.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 8, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'curcuma', quantity: 0.5, unit: 'c. à café' },
      { id: 'riz-long', quantity: 280, unit: 'g' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'petits-pois-surgeles', quantity: 150, unit: 'g' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Émincez l'oignon et le poivron, hachez l'ail. Salez et poivrez les hauts de cuisse." },
      { time: 10, explanation: "Faites dorer le poulet 4 minutes par face dans l'huile, dans une grande sauteuse, puis réservez-le." },
      {
        time: 6,
        explanation:
          "Faites revenir l'oignon et le poivron 4 minutes dans la sauteuse, ajoutez l'ail, le cumin, le paprika, le curcuma et le riz, et remuez 1 minute pour enrober les grains.",
      },
      {
        time: 25,
        explanation:
          "Versez les tomates et l'eau, salez, remettez le poulet sur le riz, couvrez et laissez cuire 20 minutes à feu doux. Ajoutez les petits pois et poursuivez 5 minutes.",
        tips: 'Ne soulevez pas le couvercle trop souvent : le riz cuit à la vapeur.',
      },
      { time: 3, explanation: 'Laissez reposer 5 minutes hors du feu, arrosez du jus de citron vert et parsemez de coriandre.' },
    ],
    variantSuggestions: ['Avec du chorizo', 'Avec des olives vertes', 'Plus relevé avec un piment jalapeño'],
    improvementSuggestions: ['Ajoutez une pincée de safran à la place du curcuma pour une couleur plus profonde.'],
    sideDishSuggestions: ['Avocat en tranches', 'Salade de tomates'],
    tags: ['sans gluten', 'sans lactose', 'été', 'automne', 'famille', 'plat unique'],
  },
  {
    id: 'hachis-parmentier-de-canard',
    title: 'Hachis parmentier de canard',
    description:
      "Du confit de canard effiloché et revenu aux échalotes, recouvert d'une purée maison au beurre et gratiné : le parmentier du Sud-Ouest, sans aucune farine ni chapelure.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1.3, unit: 'kg', note: 'à purée' },
      { id: 'lait-demi-ecreme', quantity: 25, unit: 'cl' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'confit-de-canard', quantity: 3, unit: 'pièce', note: 'cuisses' },
      { id: 'echalote', quantity: 3, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire 20 minutes à l'eau salée. Égouttez-les et écrasez-les avec le lait chaud, le beurre, la muscade, le sel et le poivre.",
      },
      {
        time: 10,
        explanation:
          'Pendant ce temps, faites tiédir les cuisses de canard dans leur graisse pour la faire fondre, retirez-les, ôtez la peau et les os et effilochez la chair. Gardez 2 cuillerées de graisse.',
        tips: 'Le reste de graisse se conserve des semaines au réfrigérateur pour les pommes de terre sautées.',
      },
      {
        time: 6,
        explanation:
          "Faites fondre les échalotes émincées et l'ail haché 4 minutes dans la graisse de canard, ajoutez la chair effilochée et le persil haché, poivrez et mélangez 2 minutes. Préchauffez le four à 200 °C.",
      },
      { time: 5, explanation: 'Étalez le canard dans un plat à gratin et couvrez de purée en lissant à la fourchette.' },
      { time: 25, explanation: "Enfournez 25 minutes, jusqu'à ce que le dessus soit bien doré." },
    ],
    variantSuggestions: [
      'Avec une purée de patate douce',
      'Avec des cèpes poêlés dans la farce',
      'Avec du bœuf haché (parmentier classique)',
    ],
    improvementSuggestions: ["Parsemez la purée de quelques noisettes de beurre avant d'enfourner pour une croûte plus dorée."],
    sideDishSuggestions: ['Salade verte aux noix', 'Salade de mâche'],
    tags: ['sans gluten', 'réconfortant', 'sud-ouest', 'dimanche', 'toute saison'],
  },
  {
    id: 'tajine-d-agneau-aux-coings-et-aux-amandes',
    title: "Tajine d'agneau aux coings et aux amandes",
    description:
      "De l'épaule d'agneau mijotée longuement aux épices douces et au safran, servie avec des quartiers de coing caramélisés au miel et des amandes grillées : le tajine sucré-salé de l'automne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 25,
    cookTime: 110,
    servings: 6,
    ingredients: [
      { id: 'agneau-epaule', quantity: 1.2, unit: 'kg', note: 'désossée, en gros morceaux' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'ras-el-hanout', quantity: 2, unit: 'c. à café' },
      { id: 'gingembre-moulu', quantity: 1, unit: 'c. à café' },
      { id: 'baton-de-cannelle', quantity: 1, unit: 'pièce' },
      { id: 'safran', quantity: 1, unit: 'pincée' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'coing', quantity: 2, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'amande-emondee', quantity: 60, unit: 'g' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: 'Émincez les oignons. Mélangez la viande avec le ras-el-hanout, le gingembre, le sel et le poivre.' },
      {
        time: 10,
        explanation:
          "Faites dorer la viande dans l'huile, dans une cocotte ou un tajine, puis ajoutez les oignons et laissez-les fondre 3 minutes.",
      },
      {
        time: 80,
        explanation:
          "Ajoutez l'eau, le bâton de cannelle et le safran, couvrez et laissez mijoter 1 heure 30 à feu doux, jusqu'à ce que la viande soit fondante et la sauce réduite.",
        tips: "Ajoutez un peu d'eau en cours de cuisson si la sauce attache.",
      },
      {
        time: 25,
        explanation:
          "Pendant ce temps, frottez les coings pour ôter leur duvet, coupez-les en quartiers, retirez le cœur et faites-les cuire 10 minutes à l'eau frémissante. Égouttez-les puis faites-les caraméliser 10 minutes à la poêle dans le beurre et le miel.",
      },
      { time: 4, explanation: 'Faites dorer les amandes 3 minutes à sec dans une poêle.' },
      { time: 3, explanation: "Disposez les coings sur la viande, parsemez d'amandes et de coriandre ciselée et servez." },
    ],
    variantSuggestions: ['Aux pruneaux', 'Avec des poires fermes', 'Avec du poulet (cuisson 45 minutes)'],
    improvementSuggestions: ['Parsemez de graines de sésame grillées au moment de servir.'],
    sideDishSuggestions: ['Riz basmati', 'Quinoa', 'Pain de maïs'],
    tags: ['sans gluten', 'automne', 'sucré-salé', 'mijoté', 'dimanche'],
  },
  {
    id: 'curry-de-crevettes-au-lait-de-coco-et-riz',
    title: 'Curry de crevettes au lait de coco et riz',
    description:
      'Des crevettes juste saisies dans une sauce tomate au lait de coco, au garam masala et au gingembre, servies avec du riz basmati : un curry du Kerala prêt en 30 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'riz-basmati', quantity: 280, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'huile-de-coco', quantity: 2, unit: 'c. à soupe' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'crevettes-surgelees', quantity: 500, unit: 'g', note: 'crues et décortiquées, décongelées' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Lancez la cuisson du riz. Émincez l'oignon, hachez l'ail et râpez le gingembre. Épongez les crevettes." },
      {
        time: 6,
        explanation:
          "Faites fondre l'oignon 5 minutes dans l'huile de coco, ajoutez l'ail, le gingembre, le garam masala, le curcuma et le piment, et remuez 1 minute.",
      },
      {
        time: 10,
        explanation: 'Ajoutez les tomates et le sel, laissez mijoter 5 minutes, puis versez le lait de coco et poursuivez 5 minutes.',
      },
      {
        time: 4,
        explanation: "Ajoutez les crevettes et laissez-les cuire 3 à 4 minutes, juste jusqu'à ce qu'elles deviennent roses.",
        tips: "Trop cuites, les crevettes deviennent caoutchouteuses : retirez du feu dès qu'elles sont roses.",
      },
      { time: 2, explanation: 'Arrosez du jus de citron vert, parsemez de coriandre et servez avec le riz.' },
    ],
    variantSuggestions: ['Avec du cabillaud en morceaux', 'Avec des épinards', 'Avec des pois chiches'],
    improvementSuggestions: ["Faites griller quelques graines de moutarde dans l'huile avant l'oignon, à la mode du Sud de l'Inde."],
    sideDishSuggestions: ['Riz basmati', 'Raïta de concombre'],
    tags: ['sans gluten', 'sans lactose', 'fruits de mer', 'épicé', 'rapide', 'toute saison'],
  },
  {
    id: 'lapin-aux-pruneaux',
    title: 'Lapin aux pruneaux',
    description:
      "Des morceaux de lapin dorés puis mijotés au vin rouge avec oignons, thym et pruneaux, jusqu'à obtenir une sauce brillante et légèrement sucrée : un plat de famille du Nord.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 75,
    servings: 4,
    ingredients: [
      { id: 'lapin', quantity: 1.3, unit: 'kg', note: 'découpé en morceaux' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'vin-rouge', quantity: 30, unit: 'cl' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'thym', quantity: 3, unit: 'pièce', note: 'branches' },
      { id: 'laurier', quantity: 2, unit: 'pièce', note: 'feuilles' },
      { id: 'pruneau', quantity: 200, unit: 'g', note: 'dénoyautés' },
      { id: 'vinaigre-de-vin', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Émincez les oignons. Salez et poivrez les morceaux de lapin.' },
      {
        time: 12,
        explanation:
          "Faites dorer le lapin en deux fois dans l'huile, dans une cocotte, puis réservez-le. Faites fondre les oignons 4 minutes dans la cocotte.",
      },
      {
        time: 4,
        explanation:
          "Déglacez avec le vinaigre, puis versez le vin rouge et l'eau en grattant le fond. Remettez le lapin, ajoutez le thym et le laurier.",
      },
      {
        time: 60,
        explanation: 'Couvrez et laissez mijoter 1 heure à feu doux. Ajoutez les pruneaux pour les 25 dernières minutes.',
        tips: "Le lapin est une viande maigre : une cuisson douce et couverte l'empêche de sécher.",
      },
      {
        time: 5,
        explanation:
          "Retirez le lapin et les pruneaux, faites réduire la sauce 4 minutes à feu vif jusqu'à ce qu'elle nappe la cuillère, puis remettez-les et servez.",
      },
    ],
    variantSuggestions: ['Avec des cuisses de poulet', 'Avec des raisins secs', 'Sans alcool, avec du jus de pomme'],
    improvementSuggestions: ['Faites mariner le lapin la veille dans le vin rouge avec le thym.'],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Purée maison'],
    tags: ['sans gluten', 'sans lactose', 'mijoté', 'sucré-salé', 'toute saison'],
  },
  {
    id: 'saute-de-veau-marengo',
    title: 'Sauté de veau Marengo',
    description:
      "Du veau mijoté à la tomate et au vin blanc avec des champignons et des petits oignons, parfumé à l'ail et au thym : le classique de bistrot, ici sans farine pour la liaison.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 90,
    servings: 6,
    ingredients: [
      { id: 'veau-epaule', quantity: 1.2, unit: 'kg', note: 'en cubes' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 20, unit: 'cl' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'champignon-de-paris', quantity: 300, unit: 'g' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Émincez les oignons, hachez l'ail. Nettoyez les champignons et coupez-les en quartiers." },
      {
        time: 12,
        explanation:
          "Faites dorer le veau en plusieurs fois dans 2 cuillerées d'huile, dans une cocotte, puis remettez toute la viande avec les oignons et laissez-les fondre 3 minutes.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez l'ail et le concentre de tomate, remuez 1 minute, puis versez le vin blanc et laissez réduire 2 minutes en grattant le fond.",
      },
      {
        time: 70,
        explanation: "Ajoutez les tomates, l'eau, le bouquet garni, le sel et le poivre, couvrez et laissez mijoter 1 heure 10 à feu doux.",
        tips: 'La sauce réduit et épaissit seule à la tomate : inutile de fariner la viande.',
      },
      {
        time: 6,
        explanation:
          "Faites sauter les champignons 5 minutes à feu vif dans le reste d'huile, puis ajoutez-les au veau pour les 10 dernières minutes de cuisson.",
      },
      { time: 2, explanation: 'Retirez le bouquet garni et parsemez de persil haché au moment de servir.' },
    ],
    variantSuggestions: ['Avec du poulet (poulet Marengo)', 'Avec des olives noires', 'Sans alcool, avec de l’eau et un filet de citron'],
    improvementSuggestions: ['Ajoutez des petits oignons grelots glacés en fin de cuisson.'],
    sideDishSuggestions: ['Riz pilaf', 'Pâtes sans gluten', 'Pommes de terre vapeur'],
    tags: ['sans gluten', 'sans lactose', 'mijoté', 'bistrot', 'toute saison'],
  },
  {
    id: 'quiche-sans-pate-au-saumon-et-aux-epinards',
    title: 'Quiche sans pâte au saumon et aux épinards',
    description:
      "Un flan moelleux aux œufs et à la crème, garni de saumon fumé, d'épinards et de gruyère, cuit sans pâte et lié à la maïzena : la quiche facile et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'epinards-surgeles', quantity: 400, unit: 'g', note: 'hachés, décongelés' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'maizena', quantity: 40, unit: 'g' },
      { id: 'lait-demi-ecreme', quantity: 20, unit: 'cl' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'saumon-fume', quantity: 150, unit: 'g' },
      { id: 'gruyere-rape', quantity: 80, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
      { id: 'beurre-doux', quantity: 10, unit: 'g', note: 'pour le moule' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Préchauffez le four à 180 °C et beurrez un moule à tarte ou à manqué. Pressez fortement les épinards décongelés entre vos mains pour en retirer l'eau.",
      },
      {
        time: 5,
        explanation:
          "Fouettez les œufs avec la maïzena, puis ajoutez le lait, la crème, la muscade et le poivre, et fouettez jusqu'à ce que l'appareil soit lisse.",
        tips: 'Inutile de saler : le saumon fumé et le gruyère le sont déjà.',
      },
      {
        time: 5,
        explanation: "Répartissez les épinards et le saumon coupé en lanières dans le moule, versez l'appareil et parsemez de gruyère.",
      },
      {
        time: 35,
        explanation:
          "Enfournez 35 minutes, jusqu'à ce que la quiche soit gonflée, dorée et prise au centre. Laissez tiédir 5 minutes avant de couper.",
      },
    ],
    variantSuggestions: ['Au jambon et aux poireaux', 'Avec du thon en conserve', 'Avec des épinards frais tombés à la poêle'],
    improvementSuggestions: ["Ajoutez un peu d'aneth et de zeste de citron dans l'appareil."],
    sideDishSuggestions: ['Salade verte', 'Tomates cerises'],
    tags: ['sans gluten', 'poisson', 'lunchbox', 'famille', 'toute saison'],
  },
  {
    id: 'boeuf-saute-aux-poivrons-sauce-tamari',
    title: 'Bœuf sauté aux poivrons, sauce tamari',
    description:
      "De fines lanières de bœuf saisies au wok avec poivrons et oignon, laquées d'une sauce au tamari, gingembre et ail, servies avec du riz : rapide, coloré et sans gluten.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'riz-thai', quantity: 280, unit: 'g' },
      { id: 'rumsteck', quantity: 500, unit: 'g' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'maizena', quantity: 2, unit: 'c. à café' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 6, unit: 'cl' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Lancez la cuisson du riz. Coupez le bœuf en fines lanières contre le sens des fibres et mélangez-le avec 1 cuillerée de tamari et 1 cuillerée à café de maïzena.',
      },
      {
        time: 5,
        explanation:
          "Épépinez les poivrons et coupez-les en lanières, émincez l'oignon, râpez le gingembre et hachez l'ail. Mélangez le reste du tamari et de la maïzena avec l'eau.",
      },
      {
        time: 3,
        explanation: "Faites saisir le bœuf 2 minutes à feu très vif dans la moitié de l'huile, dans un wok, puis réservez-le.",
        tips: 'Saisissez la viande en deux fois si le wok est petit : entassée, elle bout au lieu de dorer.',
      },
      {
        time: 5,
        explanation:
          "Faites sauter les poivrons et l'oignon 3 minutes dans le reste d'huile, ajoutez le gingembre et l'ail, puis remettez le bœuf et versez la sauce. Faites sauter 1 minute, jusqu'à ce qu'elle nappe.",
      },
      { time: 1, explanation: 'Poivrez et servez aussitôt avec le riz.' },
    ],
    variantSuggestions: ['Avec du poulet', 'Avec des oignons nouveaux et du brocoli', 'Avec des nouilles de riz'],
    improvementSuggestions: ['Ajoutez une pincée de piment en flocons et quelques graines de sésame.'],
    sideDishSuggestions: ['Riz thaï'],
    tags: ['sans gluten', 'sans lactose', 'rapide', 'wok', 'été'],
  },
  {
    id: 'steak-hache-puree-maison-et-haricots-verts',
    title: 'Steak haché, purée maison et haricots verts',
    description:
      "Le dîner que tous les enfants aiment : un steak haché bien saisi, une purée maison au beurre et des haricots verts à l'ail et au persil.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1, unit: 'kg', note: 'à purée' },
      { id: 'lait-demi-ecreme', quantity: 25, unit: 'cl' },
      { id: 'beurre-doux', quantity: 50, unit: 'g' },
      { id: 'haricot-vert', quantity: 500, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'steak-hache', quantity: 4, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire 20 minutes à l'eau salée. Égouttez-les et écrasez-les avec le lait chaud, 40 g de beurre, le sel et le poivre.",
      },
      {
        time: 12,
        explanation:
          "Pendant ce temps, équeutez les haricots verts et faites-les cuire 8 à 10 minutes à l'eau bouillante salée. Égouttez-les et faites-les revenir 2 minutes dans le reste du beurre avec l'ail et le persil hachés.",
        tips: "Plongez-les dans l'eau glacée après cuisson s'ils doivent attendre : ils restent bien verts.",
      },
      {
        time: 6,
        explanation:
          "Faites chauffer l'huile dans une poêle à feu vif et saisissez les steaks hachés 2 à 3 minutes par face selon la cuisson souhaitée. Salez et poivrez en fin de cuisson.",
      },
    ],
    variantSuggestions: ['Avec des carottes glacées', 'Avec une purée de carottes', 'Avec des steaks de veau hachés'],
    improvementSuggestions: ['Ajoutez une échalote émincée fondue dans la poêle des steaks pour un jus.'],
    sideDishSuggestions: ['Salade verte', 'Tomates en salade'],
    tags: ['sans gluten', 'enfants', 'famille', 'rapide', 'été'],
  },
];
