import type { RecipeData } from '../../vocabulary';

// Late-spring to early-autumn dishes (May to October) built on summer produce: grills, stews,
// summer pasta, cold soups and salads, fruit desserts and cool drinks without alcohol.
export const summerMix: RecipeData[] = [
  // ───────────── Plats chauds d'été ─────────────
  {
    id: 'soupe-au-pistou',
    title: 'Soupe au pistou',
    description:
      "La grande soupe provençale de l'été : haricots verts, courgettes, pommes de terre, haricots blancs et petites pâtes, relevée au dernier moment d'un pistou basilic-ail-parmesan pilé minute.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'haricot-vert', quantity: 200, unit: 'g' },
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 2, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'haricots-blancs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'coquillettes', quantity: 100, unit: 'g' },
      { id: 'eau', quantity: 2, unit: 'l' },
      { id: 'basilic', quantity: 50, unit: 'g' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'parmesan', quantity: 60, unit: 'g', note: 'râpé' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Épluchez les pommes de terre et les carottes, coupez-les en petits dés avec les courgettes. Équeutez les haricots verts et coupez-les en tronçons de 2 cm. Émincez l'oignon et coupez les tomates en dés.",
      },
      {
        time: 5,
        explanation: "Dans un grand faitout, faites fondre l'oignon 5 min dans 1 cuillère à soupe d'huile d'olive sans le colorer.",
      },
      {
        time: 25,
        explanation: "Ajoutez l'eau, les pommes de terre, les carottes et les haricots verts, salez, poivrez et laissez frémir 25 min.",
      },
      {
        time: 15,
        explanation:
          "Ajoutez les courgettes, les tomates, les haricots blancs et les coquillettes et poursuivez la cuisson 12 à 15 min, jusqu'à ce que les pâtes soient tendres.",
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, préparez le pistou : pilez au mortier (ou mixez) l'ail et les feuilles de basilic avec une pincée de sel, puis incorporez le parmesan et le reste de l'huile d'olive petit à petit.",
        tips: 'Ne faites jamais cuire le pistou : il perdrait tout son parfum.',
      },
      { time: 2, explanation: 'Hors du feu, servez la soupe bien chaude et déposez une bonne cuillère de pistou dans chaque assiette.' },
    ],
    variantSuggestions: [
      'Avec des haricots coco frais écossés à la place des haricots blancs en conserve',
      'Sans parmesan pour une version végétale',
      'Avec des petits macaronis à la place des coquillettes',
    ],
    improvementSuggestions: [
      'Elle est encore meilleure réchauffée le lendemain ou servie tiède, comme en Provence.',
      "Gardez le pistou à part au réfrigérateur, recouvert d'un filet d'huile, pour qu'il reste bien vert.",
    ],
    sideDishSuggestions: ['Pain de campagne grillé', 'Parmesan râpé en plus'],
    tags: ['été', 'végétarien', 'provençal', 'plat unique', 'batch cooking'],
  },
  {
    id: 'fasolakia-haricots-verts-mijotes-a-la-tomate',
    title: 'Fasolakia, haricots verts mijotés à la tomate',
    description:
      "Le plat grec de plein été : des haricots verts et des pommes de terre mijotés longuement dans une sauce tomate à l'huile d'olive, à l'oignon et à l'ail, jusqu'à être fondants. Végétal, complet et encore meilleur tiède.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'haricot-vert', quantity: 800, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 3, unit: 'pièce' },
      { id: 'tomate', quantity: 5, unit: 'pièce', note: 'bien mûres' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 8, unit: 'c. à soupe' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Équeutez les haricots verts et coupez les plus longs en deux. Épluchez les pommes de terre et coupez-les en gros quartiers. Émincez les oignons, hachez l'ail et râpez les tomates pour n'en garder que la pulpe.",
      },
      {
        time: 8,
        explanation: "Dans une cocotte, faites fondre les oignons 6 min dans l'huile d'olive à feu moyen, puis ajoutez l'ail 1 min.",
      },
      {
        time: 45,
        explanation:
          "Ajoutez les haricots, les pommes de terre, la pulpe de tomate et l'eau, salez et poivrez. Couvrez et laissez mijoter 45 min à feu doux en remuant de temps en temps, jusqu'à ce que les haricots soient très tendres et la sauce épaisse.",
        tips: "Ici les haricots ne doivent pas rester croquants : ils s'imprègnent de la sauce en cuisant longtemps.",
      },
      { time: 2, explanation: "Parsemez de persil haché et servez chaud ou tiède, avec un filet d'huile d'olive crue." },
    ],
    variantSuggestions: [
      'Avec de la feta émiettée au moment de servir',
      'Avec des courgettes en gros tronçons ajoutées à mi-cuisson',
      "Avec de l'aneth ou de la menthe à la place du persil",
    ],
    improvementSuggestions: ['Comme tous les « ladera » grecs, il est encore meilleur le lendemain, servi à température ambiante.'],
    sideDishSuggestions: ['Pain de campagne', 'Feta', 'Salade de concombre'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'grec', 'économique'],
  },
  {
    id: 'paella-de-legumes-d-ete',
    title: "Paella de légumes d'été",
    description:
      'Un riz rond cuit à plat avec poivrons, haricots verts, tomates et petits pois, parfumé au safran et au paprika fumé : une paella végétale, colorée et sans bouillon industriel.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'riz-rond', quantity: 300, unit: 'g' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'haricot-vert', quantity: 200, unit: 'g' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'petits-pois-surgeles', quantity: 150, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'safran', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'eau', quantity: 90, unit: 'cl', note: 'chaude' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Coupez les poivrons en lanières, les haricots verts en tronçons de 3 cm, émincez l'oignon et l'ail. Râpez les tomates sur une râpe à gros trous pour n'en garder que la pulpe.",
      },
      {
        time: 8,
        explanation:
          "Dans une grande poêle à paella ou une sauteuse large, faites revenir l'oignon, les poivrons et les haricots verts 8 min dans l'huile d'olive.",
      },
      { time: 5, explanation: "Ajoutez l'ail, le paprika fumé et la pulpe de tomate et laissez réduire 5 min." },
      { time: 2, explanation: "Versez le riz et remuez 1 à 2 min pour bien l'enrober, puis ajoutez l'eau chaude, le safran et le sel." },
      {
        time: 18,
        explanation:
          'Laissez cuire 18 min à feu moyen sans remuer. Ajoutez les petits pois à mi-cuisson en les enfonçant légèrement dans le riz.',
        tips: "Ne touchez plus au riz : c'est ce qui permet d'obtenir le « socarrat », la fine croûte dorée au fond.",
      },
      { time: 5, explanation: "Couvrez d'un torchon et laissez reposer 5 min hors du feu, puis servez avec des quartiers de citron." },
    ],
    variantSuggestions: [
      'Avec des artichauts poivrade coupés en quartiers',
      'Avec des pois chiches pour plus de protéines',
      'Avec des crevettes ajoutées 5 min avant la fin',
    ],
    improvementSuggestions: [
      'Utilisez un riz rond type bomba ou arborio : il absorbe le liquide sans devenir collant.',
      "Montez le feu la dernière minute pour caraméliser le fond, en surveillant l'odeur.",
    ],
    sideDishSuggestions: ['Salade de tomates', 'Aïoli'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'espagnol'],
  },
  {
    id: 'courgettes-farcies-a-la-viande',
    title: 'Courgettes farcies à la viande',
    description:
      "Des demi-courgettes creusées et garnies d'une farce bœuf-chair à saucisse mêlée à leur propre pulpe, cuites au four dans un coulis de tomate : le grand classique des étés en famille.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'courgette', quantity: 4, unit: 'pièce', note: 'bien droites' },
      { id: 'boeuf-hache', quantity: 300, unit: 'g' },
      { id: 'chair-a-saucisse', quantity: 200, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'oeuf', quantity: 1, unit: 'pièce' },
      { id: 'coulis-de-tomate', quantity: 30, unit: 'cl' },
      { id: 'parmesan', quantity: 30, unit: 'g', note: 'râpé' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 190 °C.' },
      {
        time: 10,
        explanation:
          'Coupez les courgettes en deux dans la longueur et creusez-les à la petite cuillère en laissant 5 mm de chair. Hachez la pulpe retirée.',
      },
      {
        time: 8,
        explanation:
          "Faites revenir l'oignon émincé 3 min dans l'huile d'olive, ajoutez la pulpe de courgette et laissez-la rendre son eau 5 min à feu vif.",
      },
      {
        time: 5,
        explanation:
          "Dans un saladier, mélangez le bœuf, la chair à saucisse, l'œuf, l'ail écrasé, le persil ciselé, le thym, la pulpe refroidie, le sel et le poivre.",
      },
      {
        time: 5,
        explanation:
          'Garnissez les demi-courgettes de farce en formant un dôme, rangez-les dans un plat, versez le coulis de tomate autour et parsemez de parmesan.',
      },
      {
        time: 45,
        explanation:
          "Enfournez pour 45 min, en arrosant une fois de coulis à mi-cuisson, jusqu'à ce que la farce soit dorée et les courgettes tendres à la pointe du couteau.",
      },
    ],
    variantSuggestions: [
      'Avec des courgettes rondes de Nice, chapeau compris',
      'Avec du veau haché à la place du bœuf',
      'Avec un reste de rôti haché',
    ],
    improvementSuggestions: [
      "Faire rendre l'eau de la pulpe évite une farce détrempée.",
      'Préparez une double dose de farce pour garnir aussi quelques tomates.',
    ],
    sideDishSuggestions: ['Riz blanc', 'Semoule', 'Salade verte'],
    tags: ['été', 'sans gluten', 'familial', 'four'],
  },
  {
    id: 'curry-de-courgettes-aux-lentilles-corail',
    title: 'Curry de courgettes aux lentilles corail',
    description:
      "Des lentilles corail fondantes et des courgettes mijotées dans un lait de coco épicé au curry, au cumin et au gingembre : un curry végétal express pour écouler les courgettes de l'été.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'lentilles-corail', quantity: 250, unit: 'g' },
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'eau', quantity: 60, unit: 'cl' },
      { id: 'curry', quantity: 2, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'huile-de-coco', quantity: 2, unit: 'c. à soupe' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Émincez l'oignon, hachez l'ail et râpez le gingembre. Coupez les courgettes en dés de 2 cm et les tomates en morceaux. Rincez les lentilles.",
      },
      {
        time: 5,
        explanation:
          "Faites revenir l'oignon 3 min dans l'huile de coco, ajoutez l'ail, le gingembre, le curry, le cumin et le curcuma et remuez 1 min pour torréfier les épices.",
      },
      { time: 15, explanation: "Ajoutez les tomates, les lentilles et l'eau, salez et laissez mijoter 15 min à couvert." },
      {
        time: 10,
        explanation:
          "Ajoutez les courgettes et le lait de coco et poursuivez la cuisson 10 min à découvert, jusqu'à ce que les courgettes soient tendres mais encore entières.",
      },
      { time: 2, explanation: 'Parsemez de coriandre ciselée et servez aussitôt.' },
    ],
    variantSuggestions: [
      'Avec des aubergines à la place des courgettes',
      "Avec des pousses d'épinard ajoutées à la fin",
      'Avec de la pâte de curry maison plus relevée',
    ],
    improvementSuggestions: ['Ajoutez un filet de jus de citron vert au moment de servir pour réveiller le plat.'],
    sideDishSuggestions: ['Riz basmati', 'Raïta de concombre', 'Naans'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'rapide', 'économique'],
  },
  {
    id: 'curry-d-aubergines-aux-pommes-de-terre',
    title: "Curry d'aubergines aux pommes de terre",
    description:
      "L'aloo baingan du nord de l'Inde : aubergines et pommes de terre mijotées avec tomates, graines de cumin, garam masala et coriandre fraîche, un curry sec et fondant sans produit animal.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'aubergine', quantity: 2, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 4, unit: 'pièce' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'cumin', quantity: 1, unit: 'c. à café', note: 'en graines ou moulu' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'huile-de-tournesol', quantity: 4, unit: 'c. à soupe' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Épluchez les pommes de terre et coupez-les en cubes de 2 cm, comme les aubergines. Émincez l'oignon, hachez l'ail et le gingembre, concassez les tomates.",
      },
      {
        time: 3,
        explanation:
          "Faites chauffer l'huile dans une sauteuse, ajoutez le cumin et laissez-le grésiller 30 secondes, puis l'oignon pendant 3 min.",
      },
      { time: 2, explanation: "Ajoutez l'ail, le gingembre, le curcuma et le piment de Cayenne et remuez 1 min." },
      {
        time: 25,
        explanation:
          "Ajoutez les pommes de terre, les aubergines, les tomates, l'eau et le sel. Couvrez et laissez cuire 25 min à feu doux en remuant de temps en temps, jusqu'à ce que tout soit fondant.",
      },
      {
        time: 5,
        explanation: 'Saupoudrez de garam masala, laissez cuire 5 min à découvert pour sécher la sauce, puis parsemez de coriandre.',
      },
    ],
    variantSuggestions: [
      'Avec des petits pois surgelés ajoutés à la fin',
      "Avec du gombo à la place de l'aubergine",
      'Plus relevé avec un piment vert frais',
    ],
    improvementSuggestions: ["Le garam masala s'ajoute en fin de cuisson pour garder tout son parfum."],
    sideDishSuggestions: ['Riz basmati', 'Chapatis', 'Raïta de concombre'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'économique'],
  },
  {
    id: 'sardines-grillees-salade-de-tomates-a-l-oignon-rouge',
    title: "Sardines grillées, salade de tomates à l'oignon rouge",
    description:
      "Des sardines fraîches saisies à la plancha ou au gril, servies avec une salade de tomates bien mûres, d'oignon rouge et de persil : le repas de bord de mer par excellence.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'sardine', quantity: 16, unit: 'pièce', note: 'vidées' },
      { id: 'tomate', quantity: 5, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'vinaigre-de-vin', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'fleur-de-sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les tomates en quartiers et l'oignon rouge en fines rondelles. Disposez-les dans un plat, arrosez de 3 cuillères à soupe d'huile d'olive et du vinaigre, salez et poivrez, puis parsemez de persil ciselé.",
      },
      {
        time: 5,
        explanation: "Rincez les sardines, séchez-les soigneusement dans du papier absorbant et badigeonnez-les du reste d'huile.",
      },
      {
        time: 8,
        explanation:
          "Faites-les griller 3 à 4 min de chaque côté sur une plancha ou un barbecue bien chaud, sans les retourner plus d'une fois.",
        tips: "Une grille très chaude et des sardines bien sèches : c'est le secret pour que la peau n'accroche pas.",
      },
      {
        time: 2,
        explanation: 'Parsemez les sardines de fleur de sel et servez-les aussitôt avec la salade de tomates et des quartiers de citron.',
      },
    ],
    variantSuggestions: [
      'Avec des maquereaux entiers à la place des sardines',
      'Avec une salade de poivrons grillés',
      'Avec un filet de vinaigre de xérès',
    ],
    improvementSuggestions: [
      "Faites-les griller dehors si possible : l'odeur est forte.",
      'Préparez la salade 15 min avant pour que les tomates rendent un peu de jus.',
    ],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Pain de campagne grillé'],
    tags: ['été', 'sans gluten', 'sans lactose', 'barbecue', 'plancha', 'poisson gras'],
  },
  {
    id: 'espadon-grille-sauce-vierge',
    title: 'Espadon grillé, sauce vierge',
    description:
      "Des pavés d'espadon saisis à la poêle-gril et nappés d'une sauce vierge crue aux tomates, olives noires, câpres et basilic : fraîcheur, soleil et prêt en vingt minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 6,
    servings: 4,
    ingredients: [
      { id: 'espadon', quantity: 4, unit: 'pièce', note: 'pavés de 2 cm' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'olive-noire', quantity: 12, unit: 'pièce', note: 'dénoyautées' },
      { id: 'capres', quantity: 1, unit: 'c. à soupe' },
      { id: 'basilic', quantity: 20, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 8, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préparez la sauce vierge : coupez les tomates en petits dés en retirant les graines, hachez l'échalote, coupez les olives en rondelles et ciselez le basilic. Mélangez-les avec les câpres, le jus du citron et 6 cuillères à soupe d'huile d'olive. Salez légèrement, poivrez.",
      },
      { time: 3, explanation: "Badigeonnez les pavés d'espadon du reste d'huile et faites chauffer une poêle-gril à feu vif." },
      {
        time: 6,
        explanation: "Saisissez l'espadon 2 à 3 min de chaque côté : le cœur doit rester à peine nacré.",
        tips: "L'espadon trop cuit devient sec : retirez-le dès qu'il est opaque sur les bords.",
      },
      { time: 2, explanation: 'Salez les pavés, nappez-les de sauce vierge et servez aussitôt.' },
    ],
    variantSuggestions: ['Avec du thon frais', 'Avec des pavés de cabillaud rôtis au four', 'Sauce vierge aux tomates cerises de couleur'],
    improvementSuggestions: ["Préparez la sauce vierge 30 min à l'avance pour que les saveurs se mêlent, mais salez au dernier moment."],
    sideDishSuggestions: ['Riz basmati', 'Courgettes poêlées', 'Pommes de terre vapeur'],
    tags: ['été', 'sans gluten', 'sans lactose', 'rapide', 'poisson'],
  },
  {
    id: 'thon-mi-cuit-au-sesame-et-salade-de-concombre',
    title: 'Thon mi-cuit au sésame et salade de concombre',
    description:
      'Des pavés de thon frais enrobés de sésame, juste saisis et servis rosés, avec une salade de concombre croquante au tamari, vinaigre de riz et gingembre.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 15,
    cookTime: 4,
    servings: 4,
    ingredients: [
      { id: 'thon-frais', quantity: 4, unit: 'pièce', note: 'pavés épais' },
      { id: 'graines-de-sesame', quantity: 4, unit: 'c. à soupe' },
      { id: 'concombre', quantity: 1, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'vinaigre-de-riz', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-de-sesame', quantity: 2, unit: 'c. à soupe' },
      { id: 'gingembre', quantity: 10, unit: 'g', note: 'frais' },
      { id: 'cebette', quantity: 50, unit: 'g' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Coupez le concombre en fines rondelles et la cébette en biseau. Mélangez 2 cuillères à soupe de tamari, le vinaigre de riz, 1 cuillère à soupe d'huile de sésame et le gingembre râpé, puis versez sur le concombre et la cébette.",
      },
      {
        time: 5,
        explanation:
          "Badigeonnez les pavés de thon du reste de tamari puis roulez-les dans les graines de sésame en pressant pour qu'elles adhèrent.",
      },
      {
        time: 4,
        explanation:
          "Faites chauffer le reste d'huile de sésame dans une poêle à feu vif et saisissez le thon 1 min sur chaque face : l'extérieur doit être doré, le cœur bien rouge.",
        tips: 'Sortez le thon du réfrigérateur 15 min avant pour que le centre ne reste pas froid.',
      },
      {
        time: 3,
        explanation:
          'Tranchez le thon en lamelles épaisses, servez sur la salade de concombre avec la coriandre ciselée et des quartiers de citron vert.',
      },
    ],
    variantSuggestions: ['Avec du saumon frais', 'Avec un mélange de sésame blanc et noir', 'Avec une salade de chou chinois'],
    improvementSuggestions: ["Prenez un thon « qualité sashimi » chez le poissonnier puisqu'il est servi rosé."],
    sideDishSuggestions: ['Riz thaï', 'Edamame', 'Nouilles de riz froides'],
    tags: ['été', 'sans gluten', 'sans lactose', 'rapide', 'poisson'],
  },
  {
    id: 'calamars-a-la-plancha-ail-et-persil',
    title: 'Calamars à la plancha, ail et persil',
    description:
      "Des anneaux et des tentacules de calamar saisis à feu très vif, relevés d'une persillade et d'une pointe de piment d'Espelette : un plat de vacances prêt en un quart d'heure.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 6,
    servings: 4,
    ingredients: [
      { id: 'calamar', quantity: 800, unit: 'g', note: 'nettoyés' },
      { id: 'ail', quantity: 4, unit: 'pièce' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'piment-d-espelette', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les corps des calamars en anneaux de 1 cm et séchez-les très soigneusement avec les tentacules dans du papier absorbant. Hachez l'ail et le persil ensemble.",
      },
      {
        time: 4,
        explanation:
          "Faites chauffer la plancha ou une grande poêle à feu très vif avec 2 cuillères à soupe d'huile, puis saisissez les calamars en une seule couche 3 à 4 min en remuant.",
        tips: 'Faites-les en deux fois si besoin : entassés, ils rendent leur eau et deviennent caoutchouteux.',
      },
      {
        time: 2,
        explanation:
          "Ajoutez la persillade et le reste d'huile, faites sauter 1 min, puis salez, poivrez et saupoudrez de piment d'Espelette.",
      },
      { time: 2, explanation: 'Servez aussitôt avec des quartiers de citron.' },
    ],
    variantSuggestions: [
      'Avec des seiches ou des encornets',
      'Avec des crevettes ajoutées en même temps',
      'Avec des tomates cerises poêlées',
    ],
    improvementSuggestions: [
      "Une cuisson très courte garde les calamars tendres : au-delà de 5 min, il faudrait les mijoter 40 min pour qu'ils redeviennent tendres.",
    ],
    sideDishSuggestions: ['Riz pilaf', 'Salade de tomates', 'Pommes de terre grenaille'],
    tags: ['été', 'sans gluten', 'sans lactose', 'rapide', 'plancha', 'fruits de mer'],
  },
  {
    id: 'spaghetti-a-la-sauce-tomate-crue-et-au-basilic',
    title: 'Spaghetti à la sauce tomate crue et au basilic',
    description:
      "La « checca » romaine : des tomates bien mûres coupées en dés, marinées avec ail, basilic et huile d'olive, sur lesquelles on jette les spaghetti brûlants. Aucune cuisson de sauce, tout le goût de l'été.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'spaghetti', quantity: 400, unit: 'g' },
      { id: 'tomate', quantity: 6, unit: 'pièce', note: 'bien mûres' },
      { id: 'basilic', quantity: 30, unit: 'g' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'sel', quantity: 4, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les tomates en petits dés en gardant leur jus, écrasez l'ail et déchirez le basilic. Mélangez-les dans un grand saladier avec l'huile d'olive, 2 pincées de sel et le poivre, et laissez mariner le temps de cuire les pâtes.",
      },
      {
        time: 12,
        explanation:
          "Faites cuire les spaghetti al dente dans une grande casserole d'eau bouillante salée, selon le temps indiqué sur le paquet.",
      },
      {
        time: 2,
        explanation:
          "Égouttez les pâtes, retirez les gousses d'ail et versez aussitôt les spaghetti brûlants dans le saladier. Mélangez et servez immédiatement.",
      },
    ],
    variantSuggestions: [
      'Avec des dés de mozzarella ajoutés au dernier moment',
      'Avec des tomates cerises de toutes les couleurs',
      "Avec une poignée d'olives noires et de câpres",
    ],
    improvementSuggestions: [
      "Ne la faites qu'avec des tomates de pleine saison : c'est tout le plat.",
      "Gardez une louche d'eau de cuisson pour lier si c'est un peu sec.",
    ],
    sideDishSuggestions: ['Salade de roquette', 'Parmesan en copeaux'],
    tags: ['été', 'vegan', 'végétarien', 'sans lactose', 'rapide', 'économique'],
  },
  {
    id: 'pates-alla-norma',
    title: 'Pâtes alla Norma',
    description:
      "Le classique de Catane : des penne nappées d'une sauce tomate fraîche au basilic, garnies d'aubergines frites à l'huile d'olive et de ricotta émiettée.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'penne', quantity: 400, unit: 'g' },
      { id: 'aubergine', quantity: 2, unit: 'pièce' },
      { id: 'tomate', quantity: 6, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'basilic', quantity: 20, unit: 'g' },
      { id: 'ricotta', quantity: 125, unit: 'g' },
      { id: 'huile-d-olive', quantity: 8, unit: 'c. à soupe' },
      { id: 'sel', quantity: 4, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les aubergines en cubes de 2 cm. Plongez les tomates 30 secondes dans l'eau bouillante, pelez-les et concassez-les.",
      },
      {
        time: 15,
        explanation:
          "Faites dorer les aubergines dans 6 cuillères à soupe d'huile d'olive 12 à 15 min à feu moyen-vif en remuant, puis égouttez-les sur du papier absorbant et salez-les.",
      },
      {
        time: 20,
        explanation:
          "Dans la même sauteuse, faites revenir l'ail écrasé 1 min dans le reste d'huile, ajoutez les tomates, salez, poivrez et laissez compoter 20 min à feu doux.",
      },
      { time: 12, explanation: "Pendant ce temps, faites cuire les penne al dente dans une grande casserole d'eau bouillante salée." },
      {
        time: 3,
        explanation:
          'Égouttez les pâtes, mélangez-les à la sauce avec la moitié des aubergines et le basilic déchiré. Servez garni du reste des aubergines et de ricotta émiettée.',
      },
    ],
    variantSuggestions: [
      "Avec de la ricotta salata ou de la feta, plus proches de l'original",
      'Avec des spaghetti',
      'Avec des aubergines rôties au four pour moins de matière grasse',
    ],
    improvementSuggestions: ['Ne surchargez pas la poêle : les aubergines doivent dorer, pas compoter.'],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['été', 'végétarien', 'sicilien'],
  },
  {
    id: 'spaghetti-aux-courgettes-citron-et-menthe',
    title: 'Spaghetti aux courgettes, citron et menthe',
    description:
      "Des courgettes poêlées jusqu'à devenir fondantes et dorées, liées à l'eau de cuisson des pâtes avec zeste de citron, menthe fraîche et pignons grillés : un plat végétal léger et parfumé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'spaghetti', quantity: 400, unit: 'g' },
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'pignon-de-pin', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'sel', quantity: 4, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Faites griller les pignons à sec dans une grande poêle 2 à 3 min en surveillant, puis réservez-les.' },
      {
        time: 5,
        explanation: "Coupez les courgettes en fines demi-rondelles et émincez l'ail. Prélevez le zeste du citron et pressez-le.",
      },
      {
        time: 12,
        explanation:
          "Faites cuire les spaghetti dans une grande casserole d'eau bouillante salée. Pendant ce temps, faites revenir les courgettes et l'ail dans l'huile d'olive 10 min à feu moyen-vif, jusqu'à ce qu'elles soient dorées et fondantes. Salez et poivrez.",
      },
      {
        time: 3,
        explanation:
          "Égouttez les pâtes en gardant une louche d'eau de cuisson. Mélangez-les aux courgettes avec l'eau de cuisson, le zeste et le jus de citron et la menthe ciselée. Parsemez de pignons et servez.",
      },
    ],
    variantSuggestions: ['Avec du parmesan ou de la ricotta', 'Avec du basilic à la place de la menthe', 'Avec des crevettes sautées'],
    improvementSuggestions: ["L'eau de cuisson, chargée d'amidon, crée une sauce légère qui enrobe les pâtes sans crème."],
    sideDishSuggestions: ['Salade de tomates', 'Salade verte'],
    tags: ['été', 'vegan', 'végétarien', 'sans lactose', 'rapide'],
  },

  // ───────────── Plats froids, salades complètes et taboulés ─────────────
  {
    id: 'taboule-de-quinoa-aux-legumes-grilles',
    title: 'Taboulé de quinoa aux légumes grillés',
    description:
      "Du quinoa mêlé de courgettes, poivrons et aubergine rôtis, de persil, de menthe et d'une vinaigrette au citron : un taboulé sans gluten qui se garde deux jours au frais.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'quinoa', quantity: 250, unit: 'g' },
      { id: 'courgette', quantity: 1, unit: 'pièce' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-jaune', quantity: 1, unit: 'pièce' },
      { id: 'aubergine', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 30, unit: 'g' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'citron', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 220 °C.' },
      {
        time: 10,
        explanation:
          "Coupez la courgette, les poivrons et l'aubergine en dés de 1,5 cm, étalez-les sur une plaque, arrosez de 3 cuillères à soupe d'huile, saupoudrez de cumin, salez et mélangez.",
      },
      { time: 25, explanation: "Enfournez pour 25 min en remuant à mi-cuisson, jusqu'à ce que les légumes soient dorés." },
      {
        time: 15,
        explanation:
          "Pendant ce temps, rincez le quinoa et faites-le cuire 12 à 15 min dans l'eau salée, jusqu'à ce qu'elle soit absorbée. Égrainez-le à la fourchette et laissez tiédir.",
      },
      {
        time: 7,
        explanation:
          "Ciselez le persil et la menthe. Mélangez le quinoa, les légumes, les herbes, le jus des citrons et le reste d'huile. Poivrez, goûtez et réservez au frais au moins 30 min.",
      },
    ],
    variantSuggestions: [
      'Avec des pois chiches pour un plat plus complet',
      'Avec de la feta émiettée',
      'Avec du boulgour à la place du quinoa',
    ],
    improvementSuggestions: [
      'Rincez bien le quinoa avant cuisson pour éliminer son amertume.',
      "Il est meilleur préparé quelques heures à l'avance.",
    ],
    sideDishSuggestions: ['Houmous', 'Brochettes de poulet', 'Falafels'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'lunchbox', 'batch cooking'],
  },
  {
    id: 'taboule-a-la-semoule-tomates-concombre-et-menthe',
    title: 'Taboulé à la semoule, tomates, concombre et menthe',
    description:
      "Le taboulé des pique-niques à la française : de la semoule fine gonflée au jus de citron et à l'huile d'olive, pleine de tomates, de concombre, d'oignon rouge et de menthe.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'semoule-fine', quantity: 300, unit: 'g' },
      { id: 'tomate', quantity: 4, unit: 'pièce' },
      { id: 'concombre', quantity: 1, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 25, unit: 'g' },
      { id: 'persil', quantity: 30, unit: 'g' },
      { id: 'citron', quantity: 3, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 8, unit: 'c. à soupe' },
      { id: 'eau', quantity: 25, unit: 'cl', note: 'bouillante' },
      { id: 'sel', quantity: 4, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Versez la semoule dans un grand saladier avec le jus des citrons, l'huile d'olive et le sel, mélangez, puis ajoutez l'eau bouillante. Couvrez et laissez gonfler 10 min.",
      },
      {
        time: 10,
        explanation:
          "Pendant ce temps, coupez les tomates et le concombre en petits dés, hachez finement l'oignon rouge et ciselez la menthe et le persil.",
      },
      {
        time: 5,
        explanation:
          'Égrainez la semoule à la fourchette, ajoutez les légumes et les herbes, poivrez et mélangez. Réservez au moins 1 heure au réfrigérateur avant de servir.',
        tips: "Goûtez après le repos : la semoule absorbe l'assaisonnement, il faut souvent ajouter un peu de citron.",
      },
    ],
    variantSuggestions: [
      'Avec des raisins secs et une pincée de cumin',
      'Avec des dés de poivron',
      'Avec du boulgour fin pour une version plus proche du Liban',
    ],
    improvementSuggestions: ["Épépinez le concombre s'il est gros pour éviter que le taboulé ne rende de l'eau."],
    sideDishSuggestions: ['Poulet rôti froid', 'Merguez grillées', 'Œufs durs'],
    tags: ['été', 'vegan', 'végétarien', 'sans lactose', 'pique-nique', 'économique', 'sans cuisson'],
  },
  {
    id: 'salade-de-poulet-grille-peches-et-roquette',
    title: 'Salade de poulet grillé, pêches et roquette',
    description:
      'Des aiguillettes de poulet grillées, des quartiers de pêche juste saisis, de la roquette, de la mozzarella et des amandes, avec une vinaigrette au balsamique : une salade repas sucrée-salée de plein été.',
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 4, unit: 'pièce' },
      { id: 'peche', quantity: 3, unit: 'pièce', note: 'mûres mais fermes' },
      { id: 'roquette', quantity: 120, unit: 'g' },
      { id: 'mozzarella', quantity: 1, unit: 'pièce' },
      { id: 'amande-effilee', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'vinaigre-balsamique', quantity: 2, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: "Badigeonnez les filets de poulet d'une cuillère à soupe d'huile, saupoudrez de thym, salez et poivrez." },
      {
        time: 10,
        explanation:
          "Faites-les griller 4 à 5 min de chaque côté sur une poêle-gril bien chaude, jusqu'à ce qu'ils soient cuits à cœur, puis laissez-les reposer 5 min avant de les trancher.",
      },
      {
        time: 4,
        explanation:
          'Coupez les pêches en quartiers et saisissez-les 1 min par face dans la poêle encore chaude. Faites dorer les amandes à sec 2 min.',
      },
      {
        time: 5,
        explanation:
          "Fouettez le reste d'huile avec le vinaigre balsamique, une pincée de sel et de poivre. Disposez la roquette, le poulet tranché, les pêches et la mozzarella déchirée, arrosez de vinaigrette et parsemez d'amandes.",
      },
    ],
    variantSuggestions: [
      'Avec des nectarines ou des abricots',
      'Avec de la burrata à la place de la mozzarella',
      'Avec des tranches de jambon cru à la place du poulet',
    ],
    improvementSuggestions: ['Laissez reposer le poulet avant de le trancher : il reste juteux.'],
    sideDishSuggestions: ['Pain de campagne grillé', 'Quinoa'],
    tags: ['été', 'sans gluten', 'salade repas', 'rapide', 'sucré-salé'],
  },
  // ───────────── Grillades et plats chauds ─────────────
  {
    id: 'brochettes-d-agneau-au-cumin-et-courgettes-grillees',
    title: "Brochettes d'agneau au cumin et courgettes grillées",
    description:
      "Des cubes d'épaule d'agneau marinés au cumin, à l'ail et au citron, grillés en brochettes avec oignon rouge, servis avec des lamelles de courgettes grillées à la menthe.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 25,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'agneau-epaule', quantity: 700, unit: 'g', note: 'désossée' },
      { id: 'oignon-rouge', quantity: 2, unit: 'pièce' },
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez l'agneau en cubes de 3 cm en retirant les gros morceaux de gras. Mélangez-les avec 3 cuillères à soupe d'huile, l'ail écrasé, le jus du citron, le cumin, le paprika et le poivre. Laissez mariner au moins 1 heure au frais.",
        tips: "La veille, c'est encore mieux : la marinade attendrit la viande.",
      },
      {
        time: 8,
        explanation:
          'Coupez les oignons rouges en quartiers et enfilez-les sur les brochettes en alternance avec la viande. Taillez les courgettes en lamelles de 5 mm dans la longueur.',
      },
      {
        time: 10,
        explanation:
          'Faites griller les brochettes 8 à 10 min au barbecue ou sur une poêle-gril en les retournant régulièrement. Salez en fin de cuisson.',
      },
      {
        time: 6,
        explanation:
          "En parallèle, badigeonnez les lamelles de courgette du reste d'huile et grillez-les 2 à 3 min par face. Salez et parsemez de menthe ciselée.",
      },
    ],
    variantSuggestions: ['Avec du gigot désossé', 'Avec du poulet mariné de la même façon', 'Avec des poivrons entre les cubes de viande'],
    improvementSuggestions: ["Si vos brochettes sont en bois, faites-les tremper 30 min dans l'eau pour qu'elles ne brûlent pas."],
    sideDishSuggestions: ['Taboulé', 'Tzatziki', 'Semoule'],
    tags: ['été', 'sans gluten', 'sans lactose', 'barbecue', 'brochettes'],
  },
  {
    id: 'poulet-grille-a-la-mexicaine-salsa-de-mais-et-avocat',
    title: 'Poulet grillé à la mexicaine, salsa de maïs et avocat',
    description:
      'Des hauts de cuisse de poulet marinés au citron vert, cumin et paprika fumé, grillés puis servis avec une salsa fraîche de maïs, avocat, tomates et coriandre.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 8, unit: 'pièce', note: 'désossés' },
      { id: 'citron-vert', quantity: 3, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'mais-doux', quantity: 280, unit: 'g', note: 'égoutté' },
      { id: 'avocat', quantity: 2, unit: 'pièce' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'coriandre', quantity: 20, unit: 'g' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Mélangez le jus de 2 citrons verts, 3 cuillères à soupe d'huile, l'ail écrasé, le cumin, le paprika fumé et 2 pincées de sel. Enrobez-en le poulet et laissez mariner 30 min au frais.",
      },
      {
        time: 10,
        explanation:
          "Préparez la salsa : coupez l'avocat et les tomates en dés, hachez l'oignon rouge et le piment épépiné, ciselez la coriandre. Mélangez avec le maïs, le jus du dernier citron vert, le reste d'huile et une pincée de sel.",
      },
      {
        time: 14,
        explanation:
          "Faites griller le poulet 6 à 7 min de chaque côté au barbecue ou sur une poêle-gril, jusqu'à ce qu'il soit bien doré et cuit à cœur.",
      },
      { time: 3, explanation: 'Laissez reposer le poulet 3 min, tranchez-le et servez-le avec la salsa.' },
    ],
    variantSuggestions: [
      'En tacos dans des tortillas de maïs',
      'Avec des blancs de poulet, cuits 2 min de moins',
      'Avec des crevettes grillées',
    ],
    improvementSuggestions: ['Faites griller le maïs égoutté 3 min à la poêle bien chaude : il prend un petit goût fumé.'],
    sideDishSuggestions: ['Riz à la tomate', 'Haricots noirs', 'Tortillas de maïs'],
    tags: ['été', 'sans gluten', 'sans lactose', 'barbecue'],
  },
  {
    id: 'travers-de-porc-au-barbecue',
    title: 'Travers de porc au barbecue',
    description:
      "Des travers de porc précuits doucement au four puis laqués de sauce barbecue relevée au paprika fumé et caramélisés sur la grille : le plat des grandes tablées d'été à l'américaine.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 2,
    prepTime: 15,
    cookTime: 105,
    servings: 4,
    ingredients: [
      { id: 'travers-de-porc', quantity: 1.5, unit: 'kg' },
      { id: 'sauce-barbecue', quantity: 20, unit: 'cl' },
      { id: 'sucre-roux', quantity: 2, unit: 'c. à soupe' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'ail-en-poudre', quantity: 1, unit: 'c. à café' },
      { id: 'vinaigre-de-cidre', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: "Préchauffez le four à 150 °C. Mélangez le sucre roux, le paprika fumé, l'ail en poudre, le sel et le poivre.",
      },
      {
        time: 5,
        explanation: 'Frottez les travers de ce mélange sur toutes les faces, posez-les dans un plat et arrosez du vinaigre de cidre.',
      },
      {
        time: 90,
        explanation:
          "Couvrez le plat de papier aluminium et enfournez pour 1 h 30 : la viande doit devenir tendre et commencer à se détacher de l'os.",
        tips: 'Cette cuisson lente et couverte fait tout le moelleux : ne la raccourcissez pas.',
      },
      {
        time: 15,
        explanation:
          'Badigeonnez généreusement les travers de sauce barbecue et faites-les caraméliser 10 à 15 min au barbecue ou sous le gril du four en les retournant et en les nappant encore de sauce.',
      },
      { time: 3, explanation: 'Découpez entre les os et servez aussitôt.' },
    ],
    variantSuggestions: [
      'Avec une sauce maison ketchup-miel-moutarde',
      'Avec des pilons de poulet, précuits 40 min',
      'Entièrement au barbecue, en cuisson indirecte couvercle fermé',
    ],
    improvementSuggestions: ['La précuisson peut se faire la veille : il ne reste que le laquage au moment du repas.'],
    sideDishSuggestions: ['Coleslaw', 'Maïs grillé', 'Pommes de terre au four'],
    tags: ['été', 'sans gluten', 'sans lactose', 'barbecue', 'grande tablée'],
  },
  {
    id: 'magret-de-canard-aux-peches-roties',
    title: 'Magret de canard aux pêches rôties',
    description:
      "Un magret saisi côté peau jusqu'à être bien croustillant, servi rosé avec des pêches rôties dans sa graisse et déglacées au vinaigre balsamique et au thym.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'canard-magret', quantity: 2, unit: 'pièce' },
      { id: 'peche', quantity: 4, unit: 'pièce', note: 'fermes' },
      { id: 'vinaigre-balsamique', quantity: 3, unit: 'c. à soupe' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
      { id: 'thym', quantity: 3, unit: 'pièce' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Sortez les magrets du réfrigérateur 20 min avant. Quadrillez la peau au couteau sans entailler la chair. Coupez les pêches en quartiers.',
      },
      {
        time: 12,
        explanation:
          "Posez les magrets côté peau dans une poêle froide et faites cuire 10 à 12 min à feu moyen en retirant la graisse au fur et à mesure, jusqu'à ce que la peau soit dorée et croustillante.",
      },
      {
        time: 4,
        explanation:
          'Retournez-les et poursuivez 3 à 4 min côté chair pour une cuisson rosée. Enveloppez-les dans du papier aluminium et laissez reposer 8 min.',
      },
      {
        time: 8,
        explanation:
          'Videz la poêle en gardant 1 cuillère à soupe de graisse, faites-y rôtir les pêches 2 min par face avec le thym, puis ajoutez le miel et le vinaigre balsamique et laissez réduire 2 min en nappant les fruits.',
      },
      { time: 3, explanation: 'Tranchez les magrets, parsemez de fleur de sel et de poivre et servez avec les pêches et leur jus.' },
    ],
    variantSuggestions: ['Avec des abricots ou des figues', 'Avec des cerises en juin', "Au barbecue, peau côté braises d'abord"],
    improvementSuggestions: ['Gardez la graisse de canard filtrée au frais pour des pommes de terre sautées.'],
    sideDishSuggestions: ['Pommes de terre sautées', 'Haricots verts', 'Salade de roquette'],
    tags: ['été', 'sans gluten', 'sans lactose', 'sucré-salé', 'recevoir'],
  },
  {
    id: 'filet-mignon-de-porc-roti-aux-abricots',
    title: 'Filet mignon de porc rôti aux abricots',
    description:
      "Un filet mignon doré puis rôti au four entouré d'abricots frais, d'oignons et de romarin, qui compotent dans le jus pour une sauce sucrée-salée sans effort.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'porc-filet-mignon', quantity: 2, unit: 'pièce' },
      { id: 'abricot', quantity: 10, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'romarin', quantity: 2, unit: 'pièce' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: "Préchauffez le four à 190 °C. Coupez les abricots en deux en retirant les noyaux et émincez l'oignon." },
      {
        time: 7,
        explanation:
          "Dans une cocotte allant au four, faites dorer les filets mignons sur toutes leurs faces 5 à 6 min dans l'huile. Salez, poivrez.",
      },
      { time: 3, explanation: "Disposez autour l'oignon, les abricots et le romarin, arrosez du miel et de l'eau." },
      {
        time: 25,
        explanation: 'Enfournez à découvert pour 25 min en arrosant la viande de jus à mi-cuisson.',
        tips: 'Le filet mignon se sert à peine rosé : 65 °C à cœur, pas plus, sinon il devient sec.',
      },
      {
        time: 5,
        explanation: "Laissez reposer la viande 5 min sous une feuille d'aluminium, tranchez-la et servez nappée des abricots compotés.",
      },
    ],
    variantSuggestions: [
      'Avec des prunes ou des mirabelles',
      'Avec une pincée de cannelle ou de ras-el-hanout',
      'Avec un rôti de veau, cuit 20 min de plus',
    ],
    improvementSuggestions: ["Déglacez la cocotte avec un peu d'eau en grattant les sucs pour récupérer tout le jus."],
    sideDishSuggestions: ['Semoule', 'Riz basmati', 'Haricots verts'],
    tags: ['été', 'sans gluten', 'sans lactose', 'sucré-salé', 'dimanche'],
  },
  {
    id: 'papillotes-de-saumon-aux-courgettes-et-tomates-cerises',
    title: 'Papillotes de saumon aux courgettes et tomates cerises',
    description:
      'Des pavés de saumon cuits en papillote sur un lit de courgettes en julienne avec tomates cerises, olives et basilic : une cuisson douce, sans odeur et sans vaisselle.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 18,
    servings: 4,
    ingredients: [
      { id: 'saumon-filet', quantity: 4, unit: 'pièce', note: 'pavés sans peau' },
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'tomate-cerise', quantity: 16, unit: 'pièce' },
      { id: 'olive-noire', quantity: 12, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 200 °C et découpez 4 grandes feuilles de papier sulfurisé.' },
      {
        time: 8,
        explanation: 'Taillez les courgettes en fine julienne ou en rubans, coupez les tomates cerises en deux et le citron en rondelles.',
      },
      {
        time: 5,
        explanation:
          "Répartissez les courgettes au centre des feuilles, posez dessus un pavé de saumon, les tomates, les olives et deux rondelles de citron. Salez, poivrez, arrosez d'huile et fermez les papillotes hermétiquement.",
      },
      { time: 18, explanation: "Enfournez pour 15 à 18 min selon l'épaisseur des pavés." },
      { time: 2, explanation: 'Ouvrez les papillotes à table et parsemez de basilic ciselé.' },
    ],
    variantSuggestions: [
      'Avec du cabillaud ou de la truite',
      'Avec du fenouil émincé à la place des courgettes',
      'Avec un peu de pesto sur le poisson',
    ],
    improvementSuggestions: ["Les papillotes se préparent 2 heures à l'avance et attendent au réfrigérateur."],
    sideDishSuggestions: ['Riz basmati', 'Pommes de terre vapeur', 'Quinoa'],
    tags: ['été', 'sans gluten', 'sans lactose', 'léger', 'papillote'],
  },
  {
    id: 'brochettes-de-tofu-marine-aux-legumes-d-ete',
    title: "Brochettes de tofu mariné aux légumes d'été",
    description:
      "Des cubes de tofu ferme marinés au tamari, gingembre et sirop d'érable, enfilés avec poivron, courgette et oignon rouge et grillés : des brochettes végétales qui ont du goût.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 25,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'tofu-ferme', quantity: 400, unit: 'g' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'courgette', quantity: 1, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'tamari', quantity: 4, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 2, unit: 'c. à soupe' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-sesame', quantity: 2, unit: 'c. à soupe' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 5, explanation: 'Égouttez le tofu, pressez-le 10 min entre deux torchons sous un poids, puis coupez-le en cubes de 2,5 cm.' },
      {
        time: 5,
        explanation:
          "Mélangez le tamari, le sirop d'érable, le gingembre râpé, l'ail écrasé et l'huile de sésame. Enrobez-en le tofu et laissez mariner au moins 30 min.",
      },
      {
        time: 8,
        explanation:
          "Coupez le poivron, la courgette et l'oignon rouge en morceaux de la taille des cubes de tofu et enfilez-les en alternance sur des piques.",
      },
      {
        time: 12,
        explanation:
          'Faites griller les brochettes 10 à 12 min au barbecue ou sur une poêle-gril en les retournant et en les badigeonnant du reste de marinade.',
      },
      { time: 1, explanation: 'Parsemez de graines de sésame et servez.' },
    ],
    variantSuggestions: ['Avec du tempeh', 'Avec des champignons de Paris entiers', 'Avec une sauce cacahuète pour tremper'],
    improvementSuggestions: ["Bien presser le tofu lui permet d'absorber la marinade et de dorer au lieu de rendre de l'eau."],
    sideDishSuggestions: ['Riz thaï', 'Salade de concombre', 'Nouilles de riz'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'barbecue', 'brochettes'],
  },
  {
    id: 'aubergines-sautees-a-la-sichuanaise',
    title: 'Aubergines sautées à la sichuanaise',
    description:
      "Des bâtonnets d'aubergine dorés puis laqués dans une sauce tamari, vinaigre de riz, ail, gingembre et piment : le « yu xiang » végétal, fondant et relevé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'aubergine', quantity: 3, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'gingembre', quantity: 20, unit: 'g', note: 'frais' },
      { id: 'cebette', quantity: 60, unit: 'g' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'tamari', quantity: 3, unit: 'c. à soupe' },
      { id: 'vinaigre-de-riz', quantity: 2, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à soupe' },
      { id: 'maizena', quantity: 1, unit: 'c. à café' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'huile-de-tournesol', quantity: 5, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Coupez les aubergines en bâtonnets de 8 cm. Hachez l'ail, le gingembre et le piment, émincez la cébette en séparant le blanc du vert.",
      },
      { time: 3, explanation: "Mélangez le tamari, le vinaigre de riz, le sucre, la maïzena et l'eau." },
      {
        time: 10,
        explanation:
          "Faites dorer les aubergines 8 à 10 min dans l'huile bien chaude au wok, en remuant, jusqu'à ce qu'elles soient fondantes. Réservez-les.",
      },
      { time: 2, explanation: "Faites revenir l'ail, le gingembre, le piment et le blanc de cébette 1 min dans le wok." },
      {
        time: 3,
        explanation:
          'Remettez les aubergines, versez la sauce et laissez-la épaissir 1 à 2 min en enrobant bien. Parsemez du vert de cébette et servez.',
      },
    ],
    variantSuggestions: ['Avec du porc haché, comme à Chengdu', 'Avec du tofu ferme en dés', 'Avec du poivre du Sichuan moulu'],
    improvementSuggestions: ["Pour des aubergines moins grasses, passez-les d'abord 3 min au micro-ondes avant de les poêler."],
    sideDishSuggestions: ['Riz thaï', 'Bok choy sauté'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'wok'],
  },
  {
    id: 'boeuf-saute-au-basilic-et-aux-haricots-verts',
    title: 'Bœuf sauté au basilic et aux haricots verts',
    description:
      'Inspiré du pad kra pao thaï : du bœuf haché sauté au wok avec ail, piment, haricots verts croquants, nuoc-mâm et une grosse poignée de basilic, servi sur du riz avec un œuf au plat.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 10,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'boeuf-hache', quantity: 500, unit: 'g' },
      { id: 'haricot-vert', quantity: 250, unit: 'g' },
      { id: 'ail', quantity: 4, unit: 'pièce' },
      { id: 'piment-rouge', quantity: 2, unit: 'pièce' },
      { id: 'nuoc-mam', quantity: 2, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 1, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à café' },
      { id: 'basilic', quantity: 25, unit: 'g' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 3, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 6, explanation: "Coupez les haricots verts en tronçons de 2 cm. Hachez l'ail et les piments." },
      {
        time: 3,
        explanation:
          "Faites sauter l'ail et le piment 30 secondes dans 2 cuillères à soupe d'huile bien chaude, ajoutez les haricots verts et faites-les sauter 3 min.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez le bœuf en l'émiettant et faites-le saisir 4 à 5 min à feu vif. Ajoutez le nuoc-mâm, le tamari et le sucre et mélangez 1 min.",
      },
      { time: 1, explanation: "Hors du feu, ajoutez le basilic et mélangez jusqu'à ce qu'il flétrisse." },
      {
        time: 4,
        explanation:
          "Faites cuire les œufs au plat dans le reste d'huile à feu vif pour que les bords croustillent, et servez-en un sur chaque portion.",
      },
    ],
    variantSuggestions: [
      'Avec du poulet haché',
      'Avec du tofu émietté pour une version végétarienne',
      'Avec du basilic thaï si vous en trouvez',
    ],
    improvementSuggestions: ["Tout va très vite : préparez tous les ingrédients avant d'allumer le feu."],
    sideDishSuggestions: ['Riz thaï', 'Concombre en rondelles'],
    tags: ['été', 'sans gluten', 'sans lactose', 'rapide', 'wok'],
  },
  {
    id: 'tarte-fine-aux-courgettes-chevre-et-menthe',
    title: 'Tarte fine aux courgettes, chèvre et menthe',
    description:
      "Une pâte feuilletée recouverte de rubans de courgettes, de chèvre frais à l'ail et de menthe, dorée au four en vingt-cinq minutes : parfaite tiède avec une salade.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'pate-feuilletee', quantity: 1, unit: 'pièce' },
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'chevre-frais', quantity: 150, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          'Préchauffez le four à 200 °C. Déroulez la pâte sur une plaque avec son papier et piquez-la à la fourchette en laissant une bordure de 1 cm.',
      },
      {
        time: 5,
        explanation:
          "Écrasez le chèvre frais avec l'ail râpé, le zeste du citron, la moitié de la menthe ciselée et le poivre, puis étalez-le sur la pâte.",
      },
      {
        time: 7,
        explanation:
          "Taillez les courgettes en fines rondelles à la mandoline et disposez-les en rosace serrée sur le chèvre. Salez et arrosez d'huile d'olive.",
      },
      { time: 25, explanation: "Enfournez pour 25 min, jusqu'à ce que la pâte soit bien dorée en dessous." },
      { time: 2, explanation: "Parsemez du reste de menthe et d'un filet de jus de citron avant de servir." },
    ],
    variantSuggestions: ['Avec des tomates en rondelles et du basilic', 'Avec de la ricotta à la place du chèvre', 'Avec une pâte brisée'],
    improvementSuggestions: ['Les rondelles très fines cuisent en même temps que la pâte sans la détremper.'],
    sideDishSuggestions: ['Salade verte', 'Salade de tomates'],
    tags: ['été', 'végétarien', 'tarte', 'rapide'],
  },
  {
    id: 'clafoutis-sale-aux-tomates-cerises-et-au-basilic',
    title: 'Clafoutis salé aux tomates cerises et au basilic',
    description:
      'Des tomates cerises et du basilic noyés dans un appareil aux œufs, lait et parmesan lié à la farine de riz : un clafoutis salé sans gluten, doré et moelleux, chaud ou tiède.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'tomate-cerise', quantity: 30, unit: 'pièce' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 25, unit: 'cl' },
      { id: 'creme-liquide', quantity: 10, unit: 'cl' },
      { id: 'farine-de-riz', quantity: 60, unit: 'g' },
      { id: 'parmesan', quantity: 50, unit: 'g', note: 'râpé' },
      { id: 'basilic', quantity: 20, unit: 'g' },
      { id: 'beurre-doux', quantity: 10, unit: 'g', note: 'pour le plat' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 180 °C et beurrez un plat à gratin.' },
      {
        time: 7,
        explanation:
          "Fouettez les œufs avec la farine de riz jusqu'à ce qu'il n'y ait plus de grumeaux, puis ajoutez le lait, la crème, le parmesan, le basilic ciselé, le sel et le poivre.",
      },
      { time: 3, explanation: "Répartissez les tomates cerises entières dans le plat et versez l'appareil par-dessus." },
      {
        time: 35,
        explanation:
          "Enfournez pour 30 à 35 min, jusqu'à ce que le clafoutis soit gonflé, doré et que la lame d'un couteau en ressorte sèche.",
      },
    ],
    variantSuggestions: [
      'Avec des dés de courgette et de la feta',
      'Avec des olives noires et du thym',
      'Avec des lardons pour les carnivores',
    ],
    improvementSuggestions: ['Laissez-le tiédir 10 min avant de le couper : il se tient mieux.'],
    sideDishSuggestions: ['Salade de roquette', 'Salade verte'],
    tags: ['été', 'végétarien', 'sans gluten', 'familial', 'four'],
  },
  {
    id: 'risotto-aux-courgettes-citron-et-basilic',
    title: 'Risotto aux courgettes, citron et basilic',
    description:
      "Un risotto crémeux où les courgettes fondent pour moitié dans le riz et restent croquantes pour l'autre, relevé de zeste de citron, de parmesan et de basilic frais.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'riz-arborio', quantity: 300, unit: 'g' },
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'bouillon-de-legumes', quantity: 1, unit: 'l', note: 'chaud' },
      { id: 'parmesan', quantity: 60, unit: 'g', note: 'râpé' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Râpez une courgette et coupez les deux autres en petits dés. Hachez les échalotes. Gardez le bouillon chaud sur feu doux.',
      },
      {
        time: 5,
        explanation: "Faites revenir les dés de courgette 4 à 5 min à feu vif dans 1 cuillère à soupe d'huile, salez et réservez.",
      },
      {
        time: 4,
        explanation:
          "Dans la même sauteuse, faites fondre les échalotes dans le reste d'huile 2 min, ajoutez le riz et nacrez-le 2 min en remuant.",
      },
      {
        time: 18,
        explanation:
          "Versez le bouillon louche par louche en remuant souvent et en attendant qu'il soit absorbé avant d'en remettre. À mi-cuisson, ajoutez la courgette râpée, qui va fondre dans le riz.",
      },
      {
        time: 3,
        explanation:
          'Hors du feu, incorporez le beurre, le parmesan, le zeste du citron et les dés de courgette. Couvrez 2 min, poivrez et parsemez de basilic.',
      },
    ],
    variantSuggestions: ['Avec des petits pois et de la menthe', 'Avec des crevettes sautées', 'Avec de la ricotta à la place du beurre'],
    improvementSuggestions: ["Le riz doit rester légèrement ferme au centre, la texture « all'onda », qui ondule dans l'assiette."],
    sideDishSuggestions: ['Salade de roquette', 'Tomates à la provençale'],
    tags: ['été', 'végétarien', 'risotto'],
  },
  {
    id: 'poulet-aux-poivrons-et-au-chorizo',
    title: 'Poulet aux poivrons et au chorizo',
    description:
      'Des hauts de cuisse de poulet mijotés avec poivrons rouges et verts, tomates, oignons et rondelles de chorizo qui parfument toute la sauce : un plat espagnol généreux et coloré.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 8, unit: 'pièce' },
      { id: 'chorizo', quantity: 100, unit: 'g' },
      { id: 'poivron-rouge', quantity: 2, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'tomate', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les poivrons en lanières, émincez les oignons, hachez l'ail, concassez les tomates et coupez le chorizo en rondelles.",
      },
      {
        time: 10,
        explanation:
          "Dans une cocotte, faites dorer les hauts de cuisse côté peau 5 min dans l'huile, retournez-les 3 min, puis réservez-les. Salez, poivrez.",
      },
      {
        time: 8,
        explanation:
          "Faites revenir le chorizo 2 min dans la cocotte, puis les oignons et les poivrons 6 min jusqu'à ce qu'ils s'attendrissent.",
      },
      {
        time: 30,
        explanation: "Ajoutez l'ail, le paprika, les tomates et le thym, remettez le poulet, couvrez et laissez mijoter 30 min à feu doux.",
      },
      { time: 5, explanation: 'Retirez le couvercle et laissez réduire la sauce 5 min avant de servir.' },
    ],
    variantSuggestions: [
      'Avec des pilons de poulet',
      'Avec des olives vertes ajoutées à la fin',
      'Avec des pommes de terre en cubes cuites dans la sauce',
    ],
    improvementSuggestions: ['Le chorizo est déjà salé : salez peu et goûtez en fin de cuisson.'],
    sideDishSuggestions: ['Riz blanc', 'Pommes de terre rôties', 'Pain de campagne'],
    tags: ['été', 'automne', 'sans gluten', 'mijoté', 'espagnol'],
  },

  // ───────────── Soupes froides ─────────────
  {
    id: 'gaspacho-de-melon-au-concombre-et-a-la-menthe',
    title: 'Gaspacho de melon au concombre et à la menthe',
    description:
      "Un gaspacho tout doux de melon bien mûr mixé avec du concombre, de la menthe, du citron vert et une pointe de piment d'Espelette : une soupe glacée sucrée-salée pour les soirs de canicule.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'melon', quantity: 1, unit: 'pièce', note: 'bien mûr' },
      { id: 'concombre', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'piment-d-espelette', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Coupez le melon en deux, retirez les graines et la peau et taillez la chair en morceaux. Pelez le concombre, épépinez-le et coupez-le en tronçons en gardant un petit morceau pour la décoration.',
      },
      {
        time: 4,
        explanation:
          "Mixez finement le melon et le concombre avec les feuilles de menthe (gardez-en quelques-unes), le jus du citron vert, l'huile d'olive, le sel et le poivre.",
      },
      {
        time: 3,
        explanation:
          "Réservez au moins 1 heure au réfrigérateur. Servez très frais, parsemé de dés de concombre, de menthe ciselée et de piment d'Espelette.",
      },
    ],
    variantSuggestions: [
      'Avec de la pastèque pour moitié',
      'Avec quelques lamelles de jambon cru grillé en garniture',
      'Avec du basilic à la place de la menthe',
    ],
    improvementSuggestions: ['Goûtez avant de servir : selon la maturité du melon, il faut parfois un peu plus de citron ou de sel.'],
    sideDishSuggestions: ['Gressins', 'Toasts de jambon cru'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans cuisson', 'soupe froide'],
  },
  {
    id: 'gaspacho-vert-au-concombre-et-a-l-avocat',
    title: "Gaspacho vert au concombre et à l'avocat",
    description:
      'Un gaspacho vert et velouté de concombre, avocat, poivron vert, cébette et basilic, relevé au vinaigre de xérès : frais, rassasiant et prêt en dix minutes au blender.',
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'concombre', quantity: 2, unit: 'pièce' },
      { id: 'avocat', quantity: 1, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'cebette', quantity: 30, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'vinaigre-de-xeres', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'eau', quantity: 20, unit: 'cl', note: 'très froide' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Pelez les concombres en laissant une bande de peau sur deux et coupez-les en morceaux. Épépinez le poivron, coupez la cébette et récupérez la chair de l'avocat.",
      },
      {
        time: 4,
        explanation:
          "Mixez tous les légumes avec l'ail, le basilic, le jus du citron vert, le vinaigre, l'huile d'olive, l'eau, le sel et le poivre jusqu'à obtenir une soupe bien lisse. Ajoutez un peu d'eau si elle est trop épaisse.",
      },
      { time: 3, explanation: "Réservez 1 heure au réfrigérateur et servez très frais avec un filet d'huile d'olive." },
    ],
    variantSuggestions: [
      'Avec quelques feuilles de menthe',
      'Avec des croûtons aillés pour les moins pressés',
      'Avec des crevettes décortiquées en garniture',
    ],
    improvementSuggestions: ["L'avocat noircit avec le temps : préparez-le le jour même et gardez-le couvert au contact."],
    sideDishSuggestions: ['Pain grillé', 'Crevettes grillées'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans cuisson', 'soupe froide', 'rapide'],
  },
  {
    id: 'salmorejo',
    title: 'Salmorejo',
    description:
      "Le cousin cordouan du gaspacho : des tomates mûres mixées avec du pain rassis, de l'ail et beaucoup d'huile d'olive en une crème épaisse, servie glacée avec œuf dur et jambon cru.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'tomate', quantity: 8, unit: 'pièce', note: 'très mûres' },
      { id: 'pain-de-campagne', quantity: 3, unit: 'pièce', note: 'tranches rassises' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 10, unit: 'cl' },
      { id: 'vinaigre-de-xeres', quantity: 1, unit: 'c. à soupe' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'jambon-cru', quantity: 4, unit: 'pièce', note: 'tranches' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: "Faites cuire les œufs 10 min dans l'eau bouillante, rafraîchissez-les et écalez-les." },
      {
        time: 8,
        explanation:
          "Pendant ce temps, coupez les tomates en morceaux et mixez-les finement. Ôtez la croûte du pain, émiettez-le dans les tomates et laissez-le s'imbiber 5 min.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez l'ail, le vinaigre et le sel, puis mixez en versant l'huile d'olive en filet jusqu'à obtenir une crème épaisse et orangée.",
        tips: 'Passez-la au chinois si vos tomates ont beaucoup de peau : elle sera parfaitement lisse.',
      },
      {
        time: 5,
        explanation:
          "Réservez au moins 1 heure au réfrigérateur. Servez en bols, garni d'œuf dur haché, de lanières de jambon cru et d'un filet d'huile d'olive.",
      },
    ],
    variantSuggestions: [
      "Sans jambon, avec des dés d'avocat pour une version végétarienne",
      'Avec du thon émietté',
      "En verrines à l'apéritif",
    ],
    improvementSuggestions: ['Plus les tomates sont mûres et parfumées, moins il faut de vinaigre.'],
    sideDishSuggestions: ['Pain grillé', 'Salade verte'],
    tags: ['été', 'sans lactose', 'espagnol', 'soupe froide', 'anti-gaspi'],
  },
  // ───────────── Poissons, fruits de mer et plats d'été ─────────────
  {
    id: 'maquereaux-en-escabeche',
    title: 'Maquereaux en escabèche',
    description:
      "Des filets de maquereau juste saisis puis marinés une nuit dans un bouillon vinaigré aux carottes, oignons, ail, thym et laurier : un plat froid d'été qui se garde trois jours.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'maquereau', quantity: 4, unit: 'pièce', note: 'levés en filets' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'vinaigre-de-vin', quantity: 15, unit: 'cl', note: 'blanc' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'huile-d-olive', quantity: 10, unit: 'cl' },
      { id: 'thym', quantity: 3, unit: 'pièce' },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épluchez les carottes et coupez-les en fines rondelles, émincez l'oignon et coupez l'ail en lamelles. Salez et poivrez les filets de maquereau.",
      },
      {
        time: 5,
        explanation:
          "Faites saisir les filets côté peau 2 min dans 2 cuillères à soupe d'huile, puis 30 secondes de l'autre côté, et rangez-les dans un plat creux.",
      },
      {
        time: 10,
        explanation:
          "Dans la même poêle, faites revenir les carottes, l'oignon et l'ail 5 min dans le reste d'huile sans coloration. Ajoutez le vinaigre, l'eau, le thym, le laurier et le paprika et laissez frémir 5 min.",
      },
      {
        time: 3,
        explanation:
          'Versez la marinade bouillante sur les filets, laissez refroidir puis couvrez et réservez au moins 12 heures au réfrigérateur.',
        tips: "L'acidité du vinaigre finit de « cuire » le poisson : ne sautez pas le repos.",
      },
      { time: 2, explanation: 'Sortez le plat 15 min avant de servir, à peine frais, avec les légumes de la marinade.' },
    ],
    variantSuggestions: ['Avec des sardines', 'Avec des filets de rouget', 'Avec un poivron rouge en lanières dans la marinade'],
    improvementSuggestions: ["Préparez-le deux jours à l'avance : il n'en sera que meilleur."],
    sideDishSuggestions: ['Pommes de terre vapeur tièdes', 'Pain de campagne', 'Salade verte'],
    tags: ['été', 'sans gluten', 'sans lactose', 'à préparer la veille', 'poisson gras'],
  },
  {
    id: 'filets-de-rouget-courgettes-poelees-et-tapenade',
    title: 'Filets de rouget, courgettes poêlées et tapenade',
    description:
      "Des filets de rouget saisis côté peau jusqu'à devenir croustillants, posés sur des courgettes poêlées au thym et relevés d'une cuillère de tapenade : un plat de bistrot niçois.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'rouget', quantity: 600, unit: 'g', note: 'en filets avec la peau' },
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'tapenade', quantity: 4, unit: 'c. à soupe' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          'Coupez les courgettes en petits dés. Passez le doigt sur les filets de rouget pour repérer les arêtes et retirez-les à la pince.',
      },
      {
        time: 10,
        explanation:
          "Faites sauter les courgettes avec l'ail écrasé et le thym effeuillé dans 2 cuillères à soupe d'huile 8 à 10 min à feu vif, pour qu'elles dorent en restant un peu fermes. Poivrez.",
      },
      {
        time: 4,
        explanation:
          "Dans une autre poêle, faites chauffer le reste d'huile et posez les filets côté peau 2 à 3 min, puis 30 secondes de l'autre côté.",
        tips: "Appuyez légèrement sur les filets avec une spatule les premières secondes pour qu'ils ne se recroquevillent pas.",
      },
      {
        time: 3,
        explanation:
          'Dressez les courgettes, posez les filets dessus, parsemez de fleur de sel et servez avec une cuillère de tapenade et un quartier de citron.',
      },
    ],
    variantSuggestions: [
      'Avec des filets de dorade ou de bar',
      'Avec de la tapenade verte',
      'Avec une ratatouille à la place des courgettes',
    ],
    improvementSuggestions: ["La tapenade est très salée : ne salez le poisson qu'à la fleur de sel, au moment de servir, et légèrement."],
    sideDishSuggestions: ['Riz pilaf', "Pommes de terre écrasées à l'huile d'olive"],
    tags: ['été', 'sans gluten', 'sans lactose', 'niçois', 'poisson'],
  },
  {
    id: 'gambas-grillees-a-l-ail-et-au-piment-d-espelette',
    title: "Gambas grillées à l'ail et au piment d'Espelette",
    description:
      "Des gambas entières saisies à la plancha, arrosées d'huile à l'ail et au persil et relevées de piment d'Espelette : la grillade basque à partager avec les doigts.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 6,
    servings: 4,
    ingredients: [
      { id: 'gambas', quantity: 24, unit: 'pièce', note: 'crues' },
      { id: 'ail', quantity: 4, unit: 'pièce' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'piment-d-espelette', quantity: 2, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Hachez finement l'ail et le persil et mélangez-les avec l'huile d'olive et le piment d'Espelette. Incisez le dos des gambas avec des ciseaux et retirez le boyau noir.",
      },
      { time: 2, explanation: "Enrobez les gambas de la moitié de l'huile aillée." },
      {
        time: 6,
        explanation:
          "Faites-les griller 2 à 3 min de chaque côté sur la plancha ou au barbecue bien chaud, jusqu'à ce que la carapace soit rose vif et légèrement grillée.",
      },
      { time: 2, explanation: "Arrosez-les du reste d'huile aillée, parsemez de fleur de sel et servez avec des quartiers de citron." },
    ],
    variantSuggestions: [
      'Avec des langoustines',
      'Avec un trait de pastis ajouté à la fin pour les adultes',
      'Avec des crevettes décortiquées, cuites 1 min de moins',
    ],
    improvementSuggestions: ['Ne cuisez pas trop : la chair doit rester juste opaque, sinon elle devient farineuse.'],
    sideDishSuggestions: ['Riz blanc', 'Salade de tomates', 'Aïoli'],
    tags: ['été', 'sans gluten', 'sans lactose', 'rapide', 'plancha', 'basque', 'fruits de mer'],
  },
  {
    id: 'moules-a-la-provencale',
    title: 'Moules à la provençale',
    description:
      "Des moules ouvertes dans une sauce tomate fraîche à l'ail, au vin blanc et aux herbes de Provence, à saucer avec du pain ou à servir avec des frites.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'moule', quantity: 2, unit: 'kg' },
      { id: 'tomate', quantity: 5, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'vin-blanc', quantity: 10, unit: 'cl', note: 'sec' },
      { id: 'herbes-de-provence', quantity: 1, unit: 'c. à café' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Grattez et rincez les moules à l'eau froide en retirant les barbes. Jetez celles qui sont cassées ou restent ouvertes quand on les tapote.",
      },
      { time: 5, explanation: "Concassez les tomates, émincez l'oignon et hachez l'ail." },
      {
        time: 12,
        explanation:
          "Dans un grand faitout, faites fondre l'oignon 3 min dans l'huile d'olive, ajoutez l'ail, les tomates et les herbes de Provence et laissez compoter 8 min. Poivrez.",
      },
      {
        time: 8,
        explanation:
          "Versez le vin blanc et les moules, couvrez et faites cuire 5 à 8 min à feu vif en secouant le faitout, jusqu'à ce que toutes les moules soient ouvertes.",
      },
      { time: 1, explanation: 'Parsemez de persil haché et servez aussitôt dans des assiettes creuses avec la sauce.' },
    ],
    variantSuggestions: [
      'Avec une pincée de safran et de fenouil',
      'Avec des lanières de chorizo',
      'Avec de la crème pour une sauce plus douce',
    ],
    improvementSuggestions: ['Ne salez pas : les moules rendent une eau déjà salée.', 'Jetez les moules restées fermées après cuisson.'],
    sideDishSuggestions: ['Frites maison', 'Pain de campagne', 'Riz blanc'],
    tags: ['été', 'automne', 'sans gluten', 'sans lactose', 'fruits de mer'],
  },
  {
    id: 'poulpe-a-la-galicienne',
    title: 'Poulpe à la galicienne',
    description:
      "Le « pulpo a feira » : un poulpe cuit longuement puis tranché sur des pommes de terre tièdes, arrosé d'huile d'olive et saupoudré de paprika fumé et de gros sel. Simple, mais il faut le temps.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 3,
    prepTime: 15,
    cookTime: 70,
    servings: 4,
    ingredients: [
      { id: 'poulpe', quantity: 1.5, unit: 'kg', note: 'décongelé ou déjà attendri' },
      { id: 'pomme-de-terre', quantity: 6, unit: 'pièce', note: 'à chair ferme' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 8, unit: 'c. à soupe' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'gros-sel', quantity: 2, unit: 'c. à café' },
      { id: 'eau', quantity: 2.4, unit: 'l', note: 'de quoi couvrir le poulpe' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Portez l'eau à ébullition avec l'oignon coupé en deux et le laurier, sans sel. Tenez le poulpe par la tête et plongez-le 3 secondes dans l'eau bouillante, ressortez-le, et recommencez trois fois : les tentacules vont se recroqueviller joliment.",
      },
      {
        time: 50,
        explanation:
          "Plongez-le enfin entièrement et laissez frémir 45 à 50 min : il est cuit quand la pointe d'un couteau entre dans la partie épaisse d'un tentacule comme dans du beurre.",
        tips: 'Un poulpe congelé puis décongelé est plus tendre : la congélation casse ses fibres.',
      },
      {
        time: 25,
        explanation:
          "Retirez le poulpe et laissez-le reposer 10 min hors de l'eau. Faites cuire les pommes de terre épluchées et coupées en rondelles épaisses 20 à 25 min dans l'eau de cuisson du poulpe.",
      },
      {
        time: 8,
        explanation:
          'Coupez les tentacules aux ciseaux en rondelles de 1 cm. Disposez les pommes de terre sur un plat en bois ou une planche, posez le poulpe dessus.',
      },
      { time: 2, explanation: "Arrosez généreusement d'huile d'olive, saupoudrez de paprika fumé et de gros sel et servez tiède." },
    ],
    variantSuggestions: [
      'Avec du paprika doux et un peu de piment',
      'En salade froide avec tomates et oignon rouge',
      'Avec du poulpe grillé 2 min à la plancha après cuisson',
    ],
    improvementSuggestions: ["Faites cuire les pommes de terre dans l'eau du poulpe : elles prennent son goût et sa couleur."],
    sideDishSuggestions: ['Pain de campagne', 'Salade de tomates', 'Poivrons grillés'],
    tags: ['été', 'sans gluten', 'sans lactose', 'espagnol', 'fruits de mer', 'recevoir'],
  },
  {
    id: 'carpaccio-de-boeuf-roquette-et-parmesan',
    title: 'Carpaccio de bœuf, roquette et parmesan',
    description:
      "De très fines tranches de bœuf cru nappées d'huile d'olive et de citron, garnies de roquette, de copeaux de parmesan et de câpres : le plat froid de bistrot italien des soirs d'été.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'carpaccio-de-boeuf', quantity: 400, unit: 'g', note: 'tranché très finement' },
      { id: 'roquette', quantity: 60, unit: 'g' },
      { id: 'parmesan', quantity: 50, unit: 'g', note: 'en copeaux' },
      { id: 'capres', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: "Disposez les tranches de bœuf en rosace sur des assiettes bien froides, sans qu'elles se chevauchent trop.",
      },
      {
        time: 3,
        explanation:
          "Fouettez l'huile d'olive avec le jus du citron et badigeonnez-en la viande au pinceau. Laissez mariner 5 min au frais.",
      },
      {
        time: 5,
        explanation:
          'Au moment de servir, ajoutez au centre une poignée de roquette, parsemez de copeaux de parmesan et de câpres, de fleur de sel et de poivre du moulin.',
      },
    ],
    variantSuggestions: [
      "Avec du pesto dilué à l'huile d'olive",
      'Avec des tomates séchées et des pignons',
      'Avec un filet de vinaigre balsamique',
    ],
    improvementSuggestions: [
      'Si vous tranchez vous-même un filet de bœuf, passez-le 30 min au congélateur : il se coupera très finement.',
      "La viande crue ne se conserve pas : servez-la le jour de l'achat.",
    ],
    sideDishSuggestions: ['Frites maison', 'Salade de roquette', 'Pommes de terre sautées'],
    tags: ['été', 'sans gluten', 'sans cuisson', 'rapide', 'bistrot'],
  },
  {
    id: 'polenta-grillee-aux-legumes-d-ete',
    title: "Polenta grillée aux légumes d'été",
    description:
      "Des carrés de polenta prise au frais puis grillés, servis avec une poêlée de courgettes, poivrons, aubergine et tomates cerises à l'ail et au basilic : un plat végétal sans gluten plein de soleil.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 25,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'polenta', quantity: 250, unit: 'g' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'courgette', quantity: 1, unit: 'pièce' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'aubergine', quantity: 1, unit: 'pièce' },
      { id: 'tomate-cerise', quantity: 20, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'basilic', quantity: 20, unit: 'g' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'sel', quantity: 4, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Portez l'eau salée à ébullition, versez la polenta en pluie en fouettant et faites-la cuire 5 min en remuant sans cesse. Ajoutez 2 cuillères à soupe d'huile.",
      },
      {
        time: 3,
        explanation:
          "Étalez la polenta sur 2 cm d'épaisseur dans un plat huilé, lissez et laissez prendre au moins 1 heure au réfrigérateur.",
        tips: 'Elle peut se préparer la veille.',
      },
      { time: 10, explanation: "Coupez la courgette, le poivron et l'aubergine en dés, les tomates cerises en deux et émincez l'ail." },
      {
        time: 15,
        explanation:
          "Faites sauter les légumes (sauf les tomates) dans 2 cuillères à soupe d'huile 12 min à feu vif, ajoutez l'ail et les tomates 3 min. Salez, poivrez et ajoutez le basilic déchiré.",
      },
      {
        time: 8,
        explanation:
          "Taillez la polenta en carrés, badigeonnez-les du reste d'huile et faites-les griller 3 à 4 min par face sur une poêle-gril bien chaude, jusqu'à ce qu'ils soient marqués et croustillants.",
      },
      { time: 2, explanation: 'Servez les carrés de polenta surmontés de la poêlée de légumes.' },
    ],
    variantSuggestions: ['Avec du parmesan dans la polenta', 'Avec de la ratatouille', 'Avec des champignons poêlés en automne'],
    improvementSuggestions: ['Ne retournez pas la polenta trop tôt : elle se décolle seule quand la croûte est formée.'],
    sideDishSuggestions: ['Salade de roquette', 'Burrata'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'à préparer la veille'],
  },
  {
    id: 'galettes-de-courgettes-a-la-feta-sauce-yaourt',
    title: 'Galettes de courgettes à la feta, sauce yaourt',
    description:
      'Les kolokithokeftedes grecques : des galettes de courgettes râpées, feta, menthe et aneth, dorées à la poêle et servies avec une sauce au yaourt grec et au citron.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 25,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'feta', quantity: 150, unit: 'g' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'farine-de-ble', quantity: 80, unit: 'g' },
      { id: 'cebette', quantity: 50, unit: 'g' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'aneth', quantity: 10, unit: 'g' },
      { id: 'yaourt-grec', quantity: 200, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Râpez les courgettes, salez-les de 2 pincées et laissez-les dégorger 10 min dans une passoire, puis pressez-les très fort dans un torchon propre pour en extraire un maximum d'eau.",
        tips: "C'est l'étape clé : des courgettes mal essorées donnent des galettes qui se délitent.",
      },
      {
        time: 5,
        explanation:
          "Mélangez les courgettes avec la feta émiettée, les œufs, la farine, la cébette émincée, la moitié de la menthe et l'aneth ciselés. Poivrez.",
      },
      {
        time: 3,
        explanation:
          'Préparez la sauce : mélangez le yaourt avec le zeste et la moitié du jus du citron, le reste de menthe et une pincée de sel.',
      },
      {
        time: 15,
        explanation:
          "Faites chauffer l'huile dans une grande poêle et déposez-y des cuillerées de pâte aplaties. Faites-les dorer 3 à 4 min de chaque côté, en plusieurs fournées, puis égouttez-les sur du papier absorbant.",
      },
    ],
    variantSuggestions: [
      'Avec de la farine de pois chiche pour une version sans gluten',
      'Avec du chèvre frais à la place de la feta',
      "En petites bouchées pour l'apéritif",
    ],
    improvementSuggestions: ['Gardez les premières galettes au chaud dans le four à 100 °C pendant que vous cuisez les suivantes.'],
    sideDishSuggestions: ['Salade grecque', 'Taboulé', 'Salade de tomates'],
    tags: ['été', 'végétarien', 'grec', 'anti-gaspi'],
  },
  {
    id: 'tostadas-aux-haricots-noirs-courgettes-et-mais',
    title: 'Tostadas aux haricots noirs, courgettes et maïs',
    description:
      "Des tortillas de maïs passées au four jusqu'à être croustillantes, tartinées de haricots noirs écrasés à l'ail et au cumin, garnies de courgette et de maïs poêlés, d'avocat, de feta et de coriandre.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'tortilla-de-mais', quantity: 12, unit: 'pièce' },
      { id: 'haricots-noirs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'courgette', quantity: 1, unit: 'pièce' },
      { id: 'mais-doux', quantity: 150, unit: 'g', note: 'égoutté' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'avocat', quantity: 1, unit: 'pièce' },
      { id: 'feta', quantity: 100, unit: 'g' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 3, unit: 'c. à soupe' },
      { id: 'eau', quantity: 6, unit: 'cl' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          "Préchauffez le four à 200 °C. Badigeonnez légèrement les tortillas de 1 cuillère à soupe d'huile et étalez-les sur deux plaques.",
      },
      {
        time: 10,
        explanation:
          "Enfournez pour 8 à 10 min en les retournant à mi-cuisson, jusqu'à ce qu'elles soient dorées et croustillantes comme des chips.",
      },
      {
        time: 6,
        explanation:
          "Pendant ce temps, faites revenir la moitié de l'oignon rouge haché et l'ail 2 min dans 1 cuillère à soupe d'huile, ajoutez les haricots noirs, le cumin et l'eau, puis écrasez-les en purée épaisse. Salez.",
      },
      {
        time: 6,
        explanation:
          "Dans une autre poêle, faites sauter la courgette en petits dés et le maïs 5 min à feu vif dans le reste d'huile, salez et arrosez de la moitié du jus du citron vert.",
      },
      {
        time: 5,
        explanation:
          "Coupez l'avocat en lamelles et arrosez-le du reste de jus de citron vert. Émincez finement le reste de l'oignon rouge.",
      },
      {
        time: 4,
        explanation:
          "Tartinez chaque tostada de purée de haricots, ajoutez les légumes poêlés, l'avocat, l'oignon rouge cru, la feta émiettée et la coriandre. Servez aussitôt, à manger avec les doigts.",
      },
    ],
    variantSuggestions: [
      'Avec du poulet effiloché',
      'Avec de la crème fraîche et de la salade en lanières',
      "Sans feta, avec plus d'avocat, pour une version végétale",
    ],
    improvementSuggestions: ['Garnissez au dernier moment : la tostada doit rester croquante sous la garniture.'],
    sideDishSuggestions: ['Salsa de tomates', 'Riz à la mexicaine'],
    tags: ['été', 'végétarien', 'sans gluten', 'street food'],
  },
];
