import type { RecipeData } from '../../vocabulary';

// Everyday family recipes spread across the year: winter and spring produce first, then soups,
// seasonal fruit desserts and dishes that travel well in a lunchbox.
export const seasonalMix: RecipeData[] = [
  // ───────────── Plats chauds d'hiver ─────────────
  {
    id: 'boeuf-carottes',
    title: 'Bœuf-carottes',
    description:
      "Du paleron mijoté doucement au vin blanc avec beaucoup de carottes jusqu'à se couper à la cuillère : le plat de famille du dimanche d'hiver, encore meilleur réchauffé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 150,
    servings: 6,
    ingredients: [
      { id: 'paleron', quantity: 1.2, unit: 'kg', note: 'en cubes de 5 cm' },
      { id: 'carotte', quantity: 10, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 25, unit: 'cl', note: 'sec' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 15, explanation: "Épluchez les carottes et coupez-les en rondelles épaisses. Émincez les oignons et écrasez l'ail." },
      {
        time: 12,
        explanation:
          "Dans une cocotte, faites dorer les cubes de paleron dans l'huile en deux fois, 5 à 6 min par fournée, puis réservez-les.",
        tips: 'Ne surchargez pas la cocotte : la viande doit saisir, pas bouillir.',
      },
      {
        time: 5,
        explanation:
          "Faites revenir les oignons 4 min dans la cocotte, ajoutez l'ail, remettez la viande et déglacez avec le vin blanc en grattant les sucs.",
      },
      {
        time: 150,
        explanation:
          "Ajoutez les carottes, l'eau et le bouquet garni, salez, poivrez. Couvrez et laissez mijoter 2 h 30 à feu très doux, jusqu'à ce que la viande soit fondante.",
      },
      { time: 3, explanation: "Retirez le bouquet garni, rectifiez l'assaisonnement et parsemez de persil ciselé avant de servir." },
    ],
    variantSuggestions: [
      'Avec de la joue de bœuf, encore plus fondante',
      'Avec quelques navets ajoutés à mi-cuisson',
      'À la cocotte-minute en 50 minutes',
    ],
    improvementSuggestions: [
      'Préparez-le la veille : la sauce gagne en goût et le gras figé se retire facilement.',
      'Faites-le en double quantité et congelez une portion.',
    ],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Purée maison', 'Tagliatelles fraîches'],
    tags: ['hiver', 'toute saison', 'sans gluten', 'sans lactose', 'mijoté', 'dimanche', 'batch cooking', 'réconfortant'],
  },
  {
    id: 'petit-sale-aux-lentilles',
    title: 'Petit salé aux lentilles',
    description:
      'Poitrine de porc demi-sel, saucisse de Morteau et lentilles vertes mijotées avec carottes et oignon piqué de girofle : le grand classique de bistrot, complet et pas cher.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 105,
    servings: 6,
    ingredients: [
      { id: 'poitrine-de-porc', quantity: 800, unit: 'g', note: 'demi-sel' },
      { id: 'saucisse-de-morteau', quantity: 1, unit: 'pièce' },
      { id: 'lentilles-vertes', quantity: 400, unit: 'g', note: 'du Puy de préférence' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 2.5, unit: 'l' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Mettez la poitrine demi-sel dans une grande cocotte d'eau froide, portez à ébullition 5 min puis jetez l'eau pour la dessaler.",
        tips: "Ce blanchiment retire l'excès de sel : inutile de saler le plat ensuite.",
      },
      {
        time: 60,
        explanation:
          "Recouvrez la poitrine de 2 litres d'eau fraîche, ajoutez l'oignon piqué des clous de girofle et le bouquet garni, poivrez et laissez frémir 1 heure à couvert.",
      },
      { time: 5, explanation: 'Pendant ce temps, rincez les lentilles et épluchez les carottes, coupez-les en rondelles.' },
      {
        time: 40,
        explanation:
          "Ajoutez les lentilles, les carottes et la saucisse de Morteau piquée à la fourchette, complétez avec le reste de l'eau si besoin et laissez cuire encore 40 min, jusqu'à ce que les lentilles soient tendres.",
      },
      {
        time: 5,
        explanation:
          "Retirez l'oignon et le bouquet garni, tranchez la poitrine et la saucisse et servez-les sur les lentilles bien chaudes.",
      },
    ],
    variantSuggestions: [
      'Avec du jarret de porc demi-sel',
      'Avec des lentilles blondes',
      'Avec une cuillère de moutarde dans les lentilles au moment de servir',
    ],
    improvementSuggestions: ["Goûtez une lentille avant d'égoutter : elles doivent rester entières mais fondantes."],
    sideDishSuggestions: ['Moutarde de Dijon', 'Salade de mâche', 'Pain de campagne'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'bistrot', 'économique', 'réconfortant'],
  },
  {
    id: 'potee-auvergnate',
    title: 'Potée auvergnate',
    description:
      'Jarret de porc, saucisses, chou vert, carottes, navets et pommes de terre cuits ensemble dans un bouillon parfumé : le plat unique des grands froids qui nourrit toute la tablée.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 25,
    cookTime: 120,
    servings: 6,
    ingredients: [
      { id: 'jarret-de-porc', quantity: 1, unit: 'kg', note: 'demi-sel' },
      { id: 'saucisse-de-toulouse', quantity: 4, unit: 'pièce' },
      { id: 'chou-vert', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 4, unit: 'pièce' },
      { id: 'navet', quantity: 4, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 8, unit: 'pièce', note: 'à chair ferme' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 3, unit: 'l' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Mettez le jarret dans un grand faitout d'eau froide, portez à ébullition, laissez bouillir 5 min puis égouttez pour le dessaler.",
      },
      {
        time: 60,
        explanation:
          "Remettez le jarret dans le faitout avec 3 litres d'eau, l'oignon piqué des clous de girofle et le bouquet garni. Poivrez et laissez frémir 1 heure.",
      },
      {
        time: 15,
        explanation:
          "Pendant ce temps, coupez le chou en quartiers en retirant le trognon et blanchissez-le 5 min à l'eau bouillante. Épluchez les carottes, les navets et les pommes de terre.",
      },
      { time: 30, explanation: 'Ajoutez le chou, les carottes et les navets dans le faitout et laissez cuire 30 min.' },
      {
        time: 25,
        explanation:
          "Ajoutez les pommes de terre et les saucisses piquées et poursuivez la cuisson 25 min, jusqu'à ce que les pommes de terre soient tendres.",
      },
      { time: 5, explanation: 'Servez la viande tranchée entourée des légumes, avec un peu de bouillon dans chaque assiette.' },
    ],
    variantSuggestions: ['Avec une saucisse de Morteau', 'Avec de la palette demi-sel', 'Avec des haricots blancs ajoutés à la fin'],
    improvementSuggestions: [
      'Gardez le bouillon restant : dégraissé, il fait une excellente soupe le lendemain.',
      'Blanchir le chou le rend plus digeste et moins fort en goût.',
    ],
    sideDishSuggestions: ['Moutarde forte', 'Cornichons', 'Pain de campagne'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'plat unique', 'réconfortant', 'grande tablée'],
  },
  {
    id: 'canard-aux-navets',
    title: 'Canard aux navets',
    description:
      'Des cuisses de canard dorées puis braisées au vin blanc avec des navets glacés au beurre et au sucre : un classique de la cuisine bourgeoise, simple et raffiné.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 75,
    servings: 4,
    ingredients: [
      { id: 'canard-cuisse', quantity: 4, unit: 'pièce' },
      { id: 'navet', quantity: 6, unit: 'pièce' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'vin-blanc', quantity: 10, unit: 'cl' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Dans une cocotte sans matière grasse, faites dorer les cuisses de canard côté peau 8 min, puis 4 min de l'autre côté. Retirez-les et videz l'excès de graisse en en gardant une cuillère.",
      },
      {
        time: 5,
        explanation:
          "Faites fondre les échalotes émincées 3 min dans la graisse, déglacez au vin blanc, ajoutez l'eau et le thym, salez, poivrez et remettez les cuisses.",
      },
      { time: 45, explanation: 'Couvrez et laissez mijoter 45 min à feu doux.' },
      { time: 10, explanation: "Pendant ce temps, épluchez les navets et coupez-les en quartiers s'ils sont gros." },
      {
        time: 15,
        explanation: 'Faites-les revenir 5 min dans le beurre, saupoudrez de sucre et laissez caraméliser légèrement 10 min en remuant.',
      },
      {
        time: 15,
        explanation:
          'Ajoutez les navets glacés dans la cocotte autour des cuisses et poursuivez la cuisson 15 min à découvert pour réduire la sauce.',
      },
    ],
    variantSuggestions: [
      'Avec des navets nouveaux et des oignons grelots au printemps',
      'Avec un canard entier découpé',
      'Au cidre à la place du vin blanc',
    ],
    improvementSuggestions: ['Gardez la graisse de canard retirée au réfrigérateur pour rôtir des pommes de terre.'],
    sideDishSuggestions: ['Purée de pommes de terre', 'Riz pilaf', 'Salade de mâche'],
    tags: ['hiver', 'automne', 'sans gluten', 'mijoté', 'dimanche'],
  },
  {
    id: 'pave-de-saumon-a-la-fondue-de-poireaux',
    title: 'Pavé de saumon à la fondue de poireaux',
    description:
      'Des poireaux fondus longuement au beurre et liés à la crème, sous un pavé de saumon juste nacré : un plat de poisson doux et rapide que les enfants aiment.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'saumon-filet', quantity: 4, unit: 'pièce', note: 'pavés avec la peau' },
      { id: 'poireau', quantity: 4, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'creme-fraiche-epaisse', quantity: 150, unit: 'g' },
      { id: 'jus-de-citron', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Fendez les poireaux en deux, lavez-les soigneusement entre les feuilles et émincez-les finement, blanc et vert tendre.',
        tips: "Passez-les dans une grande bassine d'eau : la terre tombe au fond.",
      },
      {
        time: 20,
        explanation:
          'Faites-les fondre 20 min à feu doux dans le beurre dans une sauteuse couverte, avec une pincée de sel, en remuant de temps en temps : ils ne doivent pas colorer.',
      },
      { time: 3, explanation: 'Ajoutez la crème fraîche et le jus de citron, poivrez et laissez épaissir 3 min à découvert.' },
      {
        time: 7,
        explanation:
          "Pendant ce temps, salez les pavés de saumon et faites-les cuire dans l'huile d'olive 5 min côté peau puis 2 min de l'autre côté, à feu moyen.",
      },
      { time: 2, explanation: 'Répartissez la fondue de poireaux dans les assiettes et posez le saumon dessus.' },
    ],
    variantSuggestions: [
      'Avec du cabillaud ou du lieu noir',
      'Avec une pointe de curry dans la fondue',
      'En papillote, le saumon posé sur la fondue',
    ],
    improvementSuggestions: ["Le saumon est parfait encore rosé à cœur : retirez-le du feu dès qu'il se détache en lamelles."],
    sideDishSuggestions: ['Riz basmati', 'Pommes de terre vapeur', 'Quinoa'],
    tags: ['hiver', 'sans gluten', 'rapide', 'familial', 'poisson'],
  },
  {
    id: 'noix-de-saint-jacques-puree-de-panais',
    title: 'Noix de Saint-Jacques, purée de panais',
    description:
      "Des noix de Saint-Jacques saisies à peine une minute par face sur une purée de panais soyeuse à la muscade : un plat de fête d'hiver prêt en 40 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'noix-de-saint-jacques', quantity: 16, unit: 'pièce', note: 'sans corail' },
      { id: 'panais', quantity: 4, unit: 'pièce' },
      { id: 'lait-entier', quantity: 15, unit: 'cl' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Épluchez les panais et coupez-les en tronçons, en retirant le cœur fibreux s'ils sont gros." },
      { time: 20, explanation: "Faites-les cuire 20 min dans de l'eau bouillante salée, jusqu'à ce qu'ils s'écrasent sous la fourchette." },
      {
        time: 5,
        explanation:
          "Égouttez-les et mixez-les avec le lait chaud, 30 g de beurre et la muscade jusqu'à obtenir une purée lisse. Gardez au chaud.",
      },
      {
        time: 5,
        explanation:
          "Épongez les noix de Saint-Jacques avec du papier absorbant. Faites chauffer l'huile et le reste du beurre dans une poêle bien chaude et saisissez-les 1 min de chaque côté.",
        tips: 'Une poêle très chaude et des noix bien sèches donnent une belle croûte dorée sans les dessécher.',
      },
      {
        time: 3,
        explanation: 'Dressez la purée, posez 4 noix par assiette, parsemez de fleur de sel, de poivre et de ciboulette ciselée.',
      },
    ],
    variantSuggestions: [
      'Avec une purée de céleri-rave ou de topinambours',
      'Avec quelques lardons grillés',
      'Avec un filet de jus de citron vert',
    ],
    improvementSuggestions: ['Sortez les noix du réfrigérateur 10 minutes avant de les cuire pour une cuisson plus régulière.'],
    sideDishSuggestions: ['Salade de mâche', 'Poêlée de poireaux'],
    tags: ['hiver', 'sans gluten', 'fête', 'fruits de mer'],
  },
  {
    id: 'gratin-de-poireaux-au-jambon',
    title: 'Gratin de poireaux au jambon',
    description:
      "Des blancs de poireaux fondants roulés dans une tranche de jambon, nappés de crème à la muscade et gratinés à l'emmental : le cousin hivernal des endives au jambon, sans farine.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'poireau', quantity: 8, unit: 'pièce', note: 'fins' },
      { id: 'jambon-blanc', quantity: 8, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'oeuf', quantity: 1, unit: 'pièce' },
      { id: 'emmental', quantity: 80, unit: 'g', note: 'râpé' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'beurre-doux', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation: 'Coupez les poireaux en gardant le blanc et le vert tendre sur 18 cm environ, fendez le haut et lavez-les bien.',
      },
      {
        time: 15,
        explanation: "Faites-les cuire 15 min à l'eau bouillante salée, puis égouttez-les longuement en les pressant doucement.",
        tips: "Des poireaux bien égouttés évitent un gratin noyé d'eau.",
      },
      {
        time: 5,
        explanation:
          'Préchauffez le four à 200 °C. Beurrez un plat à gratin, roulez chaque poireau dans une tranche de jambon et rangez-les côte à côte.',
      },
      { time: 3, explanation: "Battez la crème avec l'œuf, la muscade et le poivre, versez sur les roulés et parsemez d'emmental." },
      { time: 20, explanation: "Enfournez 20 min, jusqu'à ce que le dessus soit bien doré." },
    ],
    variantSuggestions: ['Avec du jambon de dinde', 'Avec du comté à la place de l’emmental', 'Avec une béchamel classique'],
    improvementSuggestions: ['Gardez les verts de poireaux pour une soupe ou un bouillon.'],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Riz', 'Salade verte'],
    tags: ['hiver', 'sans gluten', 'familial', 'gratin', 'économique'],
  },
  {
    id: 'cuisses-de-poulet-roties-aux-topinambours',
    title: 'Cuisses de poulet rôties aux topinambours',
    description:
      "Des cuisses de poulet croustillantes rôties sur un lit de topinambours, d'échalotes et d'ail en chemise au thym : le goût d'artichaut du topinambour en plat de four tout simple.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 50,
    servings: 4,
    ingredients: [
      { id: 'poulet-cuisse', quantity: 4, unit: 'pièce' },
      { id: 'topinambour', quantity: 800, unit: 'g' },
      { id: 'echalote', quantity: 4, unit: 'pièce' },
      { id: 'ail', quantity: 4, unit: 'pièce' },
      { id: 'thym', quantity: 4, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          'Préchauffez le four à 200 °C. Brossez ou épluchez les topinambours et coupez-les en morceaux de 3 cm. Épluchez les échalotes et coupez-les en deux.',
        tips: 'Un éplucheur à lame mobile et des topinambours bien ronds facilitent la tâche ; bien brossés, ils se mangent aussi avec la peau.',
      },
      {
        time: 5,
        explanation:
          "Dans un grand plat, mélangez les topinambours, les échalotes, les gousses d'ail entières, le thym, 2 cuillères d'huile, sel et poivre.",
      },
      {
        time: 3,
        explanation: "Posez les cuisses de poulet dessus, badigeonnez-les du reste d'huile, salez, poivrez et arrosez du jus du citron.",
      },
      {
        time: 50,
        explanation:
          "Enfournez 50 min en arrosant les cuisses de leur jus à mi-cuisson, jusqu'à ce que la peau soit dorée et que le jus qui s'écoule de la cuisse piquée soit clair.",
      },
    ],
    variantSuggestions: [
      'Avec moitié pommes de terre, moitié topinambours',
      'Avec des panais et des carottes',
      'Avec des hauts de cuisse désossés, cuits en 35 minutes',
    ],
    improvementSuggestions: ["Écrasez les gousses d'ail confites sur le poulet au moment de servir."],
    sideDishSuggestions: ['Salade de mâche', 'Salade de frisée'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'plat au four', 'familial'],
  },
  {
    id: 'parmentier-de-boeuf-au-celeri-rave',
    title: 'Parmentier de bœuf au céleri-rave',
    description:
      'Un hachis parmentier dont la purée mêle pommes de terre et céleri-rave, plus parfumée et plus légère, sur une farce de bœuf aux carottes et gratinée au comté.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'boeuf-hache', quantity: 500, unit: 'g' },
      { id: 'celeri-rave', quantity: 1, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'concentre-de-tomate', quantity: 1, unit: 'c. à soupe' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'lait-demi-ecreme', quantity: 10, unit: 'cl' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'comte', quantity: 60, unit: 'g', note: 'râpé' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 12, explanation: 'Épluchez le céleri-rave et les pommes de terre, coupez-les en gros cubes.' },
      { time: 25, explanation: "Faites-les cuire 25 min dans de l'eau bouillante salée, jusqu'à ce qu'ils soient très tendres." },
      {
        time: 15,
        explanation:
          "Pendant ce temps, faites revenir l'oignon émincé et les carottes râpées 5 min dans l'huile, ajoutez le bœuf haché et faites-le dorer 5 min en l'émiettant. Ajoutez le concentré de tomate et le thym, salez, poivrez et laissez cuire 5 min.",
      },
      {
        time: 5,
        explanation:
          'Égouttez les légumes et écrasez-les au presse-purée avec le lait chaud, le beurre et la muscade. Préchauffez le four à 200 °C.',
      },
      { time: 5, explanation: 'Étalez la viande dans un plat à gratin, couvrez de purée, lissez à la fourchette et parsemez de comté.' },
      { time: 20, explanation: "Enfournez 20 min, jusqu'à ce que le dessus soit bien gratiné." },
    ],
    variantSuggestions: [
      'Avec un reste de pot-au-feu haché',
      'Avec une purée de patate douce',
      'Version végétarienne aux lentilles vertes',
    ],
    improvementSuggestions: ['Préparez-le la veille et enfournez-le au dernier moment, 30 minutes à 180 °C.'],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche aux noix'],
    tags: ['hiver', 'automne', 'sans gluten', 'familial', 'batch cooking', 'congélation', 'réconfortant'],
  },
  {
    id: 'chou-rouge-braise-aux-pommes-et-saucisses-fumees',
    title: 'Chou rouge braisé aux pommes et saucisses fumées',
    description:
      "Du chou rouge fondu longuement avec des pommes, du vinaigre de cidre et une pointe de girofle, servi avec des saucisses fumées : un plat aigre-doux d'inspiration alsacienne.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 55,
    servings: 4,
    ingredients: [
      { id: 'chou-rouge', quantity: 800, unit: 'g' },
      { id: 'pomme', quantity: 2, unit: 'pièce', note: 'acidulées' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'saucisse-fumee', quantity: 4, unit: 'pièce' },
      { id: 'huile-de-colza', quantity: 2, unit: 'c. à soupe' },
      { id: 'vinaigre-de-cidre', quantity: 3, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à soupe' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation: "Retirez le trognon du chou rouge et émincez-le finement. Émincez l'oignon, épluchez les pommes et coupez-les en dés.",
      },
      { time: 5, explanation: "Dans une cocotte, faites fondre l'oignon 5 min dans l'huile de colza." },
      {
        time: 35,
        explanation:
          "Ajoutez le chou, les pommes, le vinaigre, le sucre, les clous de girofle, le laurier et l'eau. Salez, poivrez, couvrez et laissez étuver 35 min à feu doux en remuant de temps en temps.",
        tips: 'Le vinaigre garde au chou sa belle couleur violette.',
      },
      { time: 20, explanation: 'Piquez les saucisses, enfoncez-les dans le chou et poursuivez la cuisson 20 min à couvert.' },
    ],
    variantSuggestions: [
      'Avec des knacks ou une saucisse de Montbéliard',
      'Avec du rôti de porc tranché',
      'Version végétarienne avec des pommes de terre et du tofu fumé',
    ],
    improvementSuggestions: ['Le chou rouge braisé est encore meilleur réchauffé le lendemain.'],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Purée maison'],
    tags: ['hiver', 'automne', 'sans gluten', 'sans lactose', 'alsacien', 'économique'],
  },
  {
    id: 'flamiche-aux-poireaux',
    title: 'Flamiche aux poireaux',
    description:
      "La tarte picarde aux poireaux fondus au beurre, liés à la crème et aux œufs : plus généreuse en poireaux qu'une quiche, elle se sert chaude avec une salade.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 55,
    servings: 6,
    ingredients: [
      { id: 'pate-brisee', quantity: 1, unit: 'pièce' },
      { id: 'poireau', quantity: 5, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 200, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: 'Fendez les poireaux, lavez-les soigneusement et émincez-les finement, blanc et vert tendre.' },
      {
        time: 20,
        explanation:
          'Faites-les fondre 20 min à feu doux dans le beurre, à couvert, avec une pincée de sel, sans les laisser colorer. Laissez tiédir.',
      },
      {
        time: 5,
        explanation: 'Préchauffez le four à 200 °C. Foncez un moule à tarte avec la pâte brisée et piquez le fond à la fourchette.',
      },
      {
        time: 5,
        explanation:
          'Battez les œufs avec la crème, la muscade, le sel et le poivre, puis mélangez avec les poireaux et versez sur la pâte.',
      },
      {
        time: 35,
        explanation: "Enfournez 35 min, jusqu'à ce que la flamiche soit dorée et prise au centre.",
        tips: 'Laissez-la reposer 5 minutes avant de la découper : elle se tiendra mieux.',
      },
    ],
    variantSuggestions: [
      'Avec des lardons fumés',
      'Avec du maroilles en fines tranches sur le dessus',
      'Avec une pâte feuilletée en couvercle, comme en Picardie',
    ],
    improvementSuggestions: ["Égouttez bien les poireaux fondus s'ils ont rendu de l'eau : la pâte restera croustillante."],
    sideDishSuggestions: ['Salade verte', 'Salade de mâche'],
    tags: ['hiver', 'végétarien', 'tarte salée', 'picard', 'familial'],
  },
  {
    id: 'roti-de-porc-panais-et-carottes-rotis-au-miel',
    title: 'Rôti de porc, panais et carottes rôtis au miel',
    description:
      'Un rôti de porc cuit au four sur un lit de panais et de carottes glacés au miel et au thym : tout cuit dans le même plat, et le jus de viande parfume les légumes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 70,
    servings: 6,
    ingredients: [
      { id: 'porc-roti', quantity: 1.2, unit: 'kg', note: 'dans l’échine ou le filet' },
      { id: 'panais', quantity: 4, unit: 'pièce' },
      { id: 'carotte', quantity: 6, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 4, unit: 'pièce' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'thym', quantity: 4, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Sortez le rôti du réfrigérateur 30 min avant. Préchauffez le four à 190 °C.' },
      { time: 12, explanation: 'Épluchez les panais et les carottes et coupez-les en bâtonnets. Coupez les oignons rouges en quartiers.' },
      {
        time: 5,
        explanation:
          "Mélangez les légumes dans un grand plat avec 2 cuillères d'huile, le miel, le thym, les gousses d'ail entières, sel et poivre.",
      },
      {
        time: 5,
        explanation:
          "Faites dorer le rôti sur toutes ses faces dans le reste d'huile dans une poêle chaude, puis posez-le au centre des légumes, salé et poivré.",
      },
      {
        time: 65,
        explanation:
          "Enfournez 1 h 05 en ajoutant l'eau au fond du plat à mi-cuisson et en retournant les légumes une fois. Le rôti est cuit quand il atteint 68 °C à cœur.",
      },
      {
        time: 10,
        explanation:
          "Laissez reposer le rôti 10 min sous une feuille d'aluminium avant de le trancher, et servez-le avec les légumes et le jus.",
      },
    ],
    variantSuggestions: [
      'Avec des pommes de terre grenaille',
      'Avec un rôti de dinde, cuit 50 minutes',
      'Au sirop d’érable à la place du miel',
    ],
    improvementSuggestions: ["Les restes de rôti froid tranché font d'excellents sandwichs avec une moutarde à l'ancienne."],
    sideDishSuggestions: ['Salade de mâche', 'Purée de céleri-rave'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'plat au four', 'dimanche'],
  },
  {
    id: 'fricassee-de-poulet-aux-poireaux',
    title: 'Fricassée de poulet aux poireaux',
    description:
      'Des hauts de cuisse de poulet dorés puis mijotés au vin blanc avec des poireaux, liés à la crème en fin de cuisson : un plat en sauce tendre et familial.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 8, unit: 'pièce', note: 'désossés' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'beurre-doux', quantity: 15, unit: 'g' },
      { id: 'vin-blanc', quantity: 15, unit: 'cl' },
      { id: 'creme-fraiche-epaisse', quantity: 150, unit: 'g' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation: "Lavez les poireaux et coupez-les en rondelles d'1 cm. Émincez l'échalote. Coupez les hauts de cuisse en deux.",
      },
      { time: 8, explanation: "Faites dorer le poulet 8 min dans l'huile et le beurre dans une sauteuse, salez, poivrez et réservez." },
      { time: 5, explanation: "Faites suer l'échalote et les poireaux 5 min dans la même sauteuse, puis déglacez au vin blanc." },
      { time: 25, explanation: 'Remettez le poulet avec le thym, couvrez et laissez mijoter 25 min à feu doux.' },
      {
        time: 4,
        explanation: "Ajoutez la crème, laissez épaissir 3 à 4 min à découvert, rectifiez l'assaisonnement et parsemez de persil.",
      },
    ],
    variantSuggestions: [
      'Avec des champignons de Paris',
      'Avec des filets de poulet, cuits 15 minutes',
      'Avec une cuillère de moutarde à l’ancienne dans la sauce',
    ],
    improvementSuggestions: ['Les hauts de cuisse restent bien plus moelleux que le blanc dans un plat mijoté.'],
    sideDishSuggestions: ['Riz blanc', 'Tagliatelles', 'Pommes de terre vapeur'],
    tags: ['hiver', 'sans gluten', 'mijoté', 'familial'],
  },
  {
    id: 'curry-de-chou-fleur-aux-petits-pois',
    title: 'Curry de chou-fleur aux petits pois',
    description:
      'Des bouquets de chou-fleur et des petits pois mijotés dans une sauce tomate-coco au garam masala : un curry végétal doux, prêt en 35 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'chou-fleur', quantity: 1, unit: 'pièce' },
      { id: 'petits-pois-surgeles', quantity: 200, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g', note: 'frais' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: "Détaillez le chou-fleur en petits bouquets. Émincez l'oignon, hachez l'ail et râpez le gingembre." },
      {
        time: 6,
        explanation:
          "Faites revenir l'oignon 4 min dans l'huile, ajoutez l'ail, le gingembre, le cumin, le curcuma et le garam masala et remuez 1 à 2 min.",
      },
      {
        time: 15,
        explanation:
          "Ajoutez le chou-fleur, les tomates concassées et le lait de coco, salez, couvrez et laissez mijoter 15 min, jusqu'à ce que le chou-fleur soit tendre mais encore ferme.",
      },
      { time: 5, explanation: 'Ajoutez les petits pois, laissez cuire 5 min, puis parsemez de coriandre ciselée.' },
    ],
    variantSuggestions: [
      'Avec des pommes de terre en dés',
      'Avec des pois chiches pour plus de protéines',
      'Avec du brocoli à la place du chou-fleur',
    ],
    improvementSuggestions: [
      'Faites rôtir les bouquets de chou-fleur 15 min au four avant de les ajouter : ils prennent un goût grillé délicieux.',
    ],
    sideDishSuggestions: ['Riz basmati', 'Naans', 'Raïta de concombre'],
    tags: ['hiver', 'vegan', 'sans gluten', 'sans lactose', 'rapide', 'épicé doux'],
  },
  {
    id: 'boeuf-saute-aux-brocolis',
    title: 'Bœuf sauté aux brocolis',
    description:
      'De fines lamelles de bœuf et des bouquets de brocoli croquants sautés au wok dans une sauce soja, ail et gingembre brillante : le classique des restaurants chinois, en 25 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'rumsteck', quantity: 500, unit: 'g' },
      { id: 'brocoli', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'sauce-soja', quantity: 4, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à café' },
      { id: 'maizena', quantity: 2, unit: 'c. à café' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Détaillez le brocoli en petits bouquets. Taillez le bœuf en fines lamelles contre le sens des fibres. Hachez l'ail et râpez le gingembre.",
        tips: 'Placez la viande 20 minutes au congélateur : elle se tranche beaucoup plus finement.',
      },
      { time: 3, explanation: "Mélangez la sauce soja, le sucre, la maïzena et l'eau dans un bol." },
      { time: 4, explanation: "Faites blanchir les bouquets de brocoli 3 min à l'eau bouillante, puis égouttez-les." },
      { time: 4, explanation: "Faites chauffer l'huile dans un wok très chaud et saisissez le bœuf 2 min en deux fois. Réservez." },
      {
        time: 4,
        explanation:
          "Faites sauter l'ail et le gingembre 30 secondes, ajoutez le brocoli, le bœuf et la sauce et faites sauter 2 min jusqu'à ce que la sauce nappe. Parsemez de sésame.",
      },
    ],
    variantSuggestions: [
      'Avec du poulet émincé',
      'Avec du tofu ferme pour une version végétarienne',
      'Avec du tamari pour une version sans gluten',
    ],
    improvementSuggestions: ['Faites griller les graines de sésame à sec 1 minute avant de les parsemer.'],
    sideDishSuggestions: ['Riz thaï', 'Nouilles de riz'],
    tags: ['automne', 'sans lactose', 'rapide', 'wok'],
  },
  {
    id: 'poelee-de-chou-blanc-aux-lardons-et-pommes-de-terre',
    title: 'Poêlée de chou blanc aux lardons et pommes de terre',
    description:
      "Du chou blanc émincé, des pommes de terre dorées et des lardons fumés poêlés ensemble avec un peu de carvi : un plat de ménage d'hiver rapide et très économique.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'chou-blanc', quantity: 600, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 5, unit: 'pièce', note: 'à chair ferme' },
      { id: 'lardons', quantity: 200, unit: 'g', note: 'fumés' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'carvi', quantity: 1, unit: 'c. à café' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 12, explanation: "Épluchez les pommes de terre et coupez-les en dés de 2 cm. Émincez finement le chou et l'oignon." },
      { time: 12, explanation: "Faites dorer les pommes de terre 12 min dans l'huile dans une grande poêle, en remuant souvent." },
      { time: 5, explanation: "Ajoutez les lardons et l'oignon et faites revenir 5 min." },
      {
        time: 15,
        explanation:
          "Ajoutez le chou et le carvi, couvrez et laissez cuire 15 min à feu moyen en remuant de temps en temps, jusqu'à ce que le chou soit tendre et légèrement doré. Salez peu, poivrez et parsemez de persil.",
        tips: 'Les lardons sont déjà salés : goûtez avant de saler.',
      },
    ],
    variantSuggestions: ['Avec du chou vert frisé', 'Avec des saucisses fumées en rondelles', 'Avec un œuf au plat par personne'],
    improvementSuggestions: ['Un trait de vinaigre de cidre en fin de cuisson réveille le chou.'],
    sideDishSuggestions: ['Salade de betteraves', 'Moutarde à l’ancienne'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'économique', 'rapide'],
  },
  {
    id: 'gratin-de-choux-de-bruxelles-au-lard',
    title: 'Gratin de choux de Bruxelles au lard',
    description:
      'Des choux de Bruxelles blanchis puis gratinés à la crème et au gruyère avec de la poitrine fumée croustillante : la recette qui réconcilie avec ce petit chou.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'chou-de-bruxelles', quantity: 800, unit: 'g' },
      { id: 'poitrine-fumee', quantity: 8, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'gruyere-rape', quantity: 80, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: 'Retirez les premières feuilles des choux de Bruxelles, coupez la base et entaillez-la en croix.' },
      {
        time: 10,
        explanation: "Faites-les cuire 10 min dans une grande casserole d'eau bouillante salée, puis égouttez-les.",
        tips: "Une grande quantité d'eau et une cuisson courte évitent l'amertume.",
      },
      {
        time: 5,
        explanation:
          'Préchauffez le four à 200 °C. Coupez les tranches de poitrine en lanières et faites-les dorer 4 min à sec dans une poêle.',
      },
      {
        time: 3,
        explanation:
          'Mettez les choux et la poitrine dans un plat à gratin, versez la crème assaisonnée de muscade et de poivre et parsemez de gruyère.',
      },
      { time: 20, explanation: "Enfournez 20 min, jusqu'à ce que le gratin soit doré et bouillonnant." },
    ],
    variantSuggestions: ['Avec des lardons', 'Version végétarienne avec des noisettes concassées', 'Avec moitié pommes de terre vapeur'],
    improvementSuggestions: ['Coupez les plus gros choux en deux pour une cuisson régulière.'],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Rôti de porc'],
    tags: ['hiver', 'sans gluten', 'gratin', 'familial'],
  },
  {
    id: 'tajine-d-agneau-aux-pruneaux-et-amandes',
    title: "Tajine d'agneau aux pruneaux et amandes",
    description:
      "De l'épaule d'agneau mijotée aux épices douces avec des oignons fondants, puis des pruneaux et du miel, parsemée d'amandes grillées : le tajine sucré-salé des jours de fête.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 20,
    cookTime: 110,
    servings: 6,
    ingredients: [
      { id: 'agneau-epaule', quantity: 1.2, unit: 'kg', note: 'désossée, en morceaux' },
      { id: 'oignon', quantity: 3, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'ras-el-hanout', quantity: 2, unit: 'c. à café' },
      { id: 'baton-de-cannelle', quantity: 1, unit: 'pièce' },
      { id: 'gingembre-moulu', quantity: 1, unit: 'c. à café' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'pruneau', quantity: 250, unit: 'g', note: 'dénoyautés' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'amande-emondee', quantity: 60, unit: 'g' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Émincez les oignons et hachez l'ail. Faites dorer les morceaux d'agneau 8 min dans l'huile d'olive dans une cocotte ou un tajine.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez les oignons, l'ail, le ras-el-hanout, le gingembre et le bâton de cannelle, remuez 3 min pour enrober la viande.",
      },
      { time: 80, explanation: "Versez l'eau, salez, poivrez, couvrez et laissez mijoter 1 h 20 à feu doux." },
      {
        time: 20,
        explanation: "Ajoutez les pruneaux et le miel et poursuivez la cuisson 20 min à découvert, jusqu'à ce que la sauce soit sirupeuse.",
      },
      {
        time: 5,
        explanation: 'Faites dorer les amandes à sec dans une poêle 3 à 4 min et parsemez-les sur le tajine avec la coriandre ciselée.',
      },
    ],
    variantSuggestions: [
      'Avec des abricots secs à la place des pruneaux',
      'Avec du collier d’agneau, plus économique',
      'Avec des cuisses de poulet, cuites 45 minutes',
    ],
    improvementSuggestions: ['Ajoutez une pincée de safran avec les épices pour un parfum encore plus festif.'],
    sideDishSuggestions: ['Semoule', 'Pain pita'],
    tags: ['hiver', 'toute saison', 'sans gluten', 'sans lactose', 'mijoté', 'fête', 'sucré-salé'],
  },
  {
    id: 'spanakopita-aux-epinards-et-a-la-feta',
    title: 'Spanakopita aux épinards et à la feta',
    description:
      "La tourte grecque en feuilles de filo croustillantes, garnie d'épinards frais, de feta, d'oignon et d'aneth : chaude au dîner, tiède au pique-nique.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 30,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'epinard', quantity: 1, unit: 'kg', note: 'frais, équeutés' },
      { id: 'feta', quantity: 200, unit: 'g' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'aneth', quantity: 20, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'pate-filo', quantity: 10, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Lavez les épinards. Faites-les tomber 3 à 4 min dans une grande cocotte, égouttez-les et pressez-les fortement pour retirer l'eau, puis hachez-les grossièrement.",
        tips: 'Plus les épinards sont secs, plus la filo reste croustillante.',
      },
      { time: 6, explanation: "Faites fondre l'oignon émincé 5 min dans 1 cuillère d'huile d'olive." },
      {
        time: 5,
        explanation:
          "Mélangez les épinards, l'oignon, la feta émiettée, les œufs battus, l'aneth ciselé, la muscade et le poivre (la feta sale suffisamment). Préchauffez le four à 180 °C.",
      },
      {
        time: 10,
        explanation:
          "Huilez un plat, superposez 6 feuilles de filo badigeonnées d'huile en les laissant déborder, étalez la farce, rabattez les bords et couvrez des 4 dernières feuilles huilées et froissées.",
      },
      { time: 40, explanation: "Enfournez 40 min, jusqu'à ce que la filo soit bien dorée. Laissez tiédir 10 min avant de découper." },
    ],
    variantSuggestions: [
      'Avec des épinards surgelés hors saison',
      'Avec de la ricotta et de la menthe',
      'En petits triangles pour l’apéritif',
    ],
    improvementSuggestions: [
      "Prédécoupez la tourte en parts avant cuisson avec un couteau pointu : la filo ne s'émiettera pas au service.",
    ],
    sideDishSuggestions: ['Salade grecque', 'Tzatziki', 'Salade de concombre'],
    tags: ['printemps', 'automne', 'végétarien', 'grec', 'pique-nique'],
  },
  {
    id: 'risotto-aux-poireaux-et-au-citron',
    title: 'Risotto aux poireaux et au citron',
    description:
      "Un risotto crémeux aux poireaux fondus, relevé de zeste de citron et lié au parmesan : un plat végétarien d'hiver doux, économique et prêt en 35 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'riz-arborio', quantity: 300, unit: 'g' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 10, unit: 'cl' },
      { id: 'bouillon-de-legumes', quantity: 1, unit: 'l', note: 'chaud' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'parmesan', quantity: 50, unit: 'g', note: 'râpé' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation: "Lavez les poireaux et émincez-les finement. Émincez l'échalote. Râpez le zeste du citron et pressez-en la moitié.",
      },
      {
        time: 6,
        explanation:
          "Faites fondre l'échalote et les poireaux 4 min dans l'huile, ajoutez le riz et nacrez-le 2 min en remuant jusqu'à ce qu'il devienne translucide.",
      },
      { time: 2, explanation: "Déglacez au vin blanc et laissez-le s'évaporer." },
      {
        time: 18,
        explanation:
          "Versez le bouillon chaud louche par louche, en attendant qu'il soit absorbé avant d'en ajouter, pendant 18 min environ, en remuant souvent.",
        tips: 'Le riz est prêt quand il est tendre avec encore un léger croquant au centre.',
      },
      {
        time: 3,
        explanation:
          'Hors du feu, incorporez le beurre, le parmesan, le zeste et le jus de citron, poivrez et laissez reposer 2 min couvert avant de servir.',
      },
    ],
    variantSuggestions: [
      'Avec des lardons grillés',
      'Avec des noix de Saint-Jacques poêlées',
      'Avec du chèvre frais à la place du parmesan',
    ],
    improvementSuggestions: ["Gardez quelques rondelles de poireau frites à l'huile pour décorer : elles apportent du croquant."],
    sideDishSuggestions: ['Salade de mâche', 'Salade de roquette'],
    tags: ['hiver', 'végétarien', 'économique'],
  },
  {
    id: 'penne-a-la-saucisse-et-aux-brocolis',
    title: 'Penne à la saucisse et aux brocolis',
    description:
      "Des penne et des bouquets de brocoli cuits dans la même eau, mêlés à de la chair de saucisse dorée à l'ail et au piment : un plat de pâtes des Pouilles, rapide et complet.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'penne', quantity: 350, unit: 'g' },
      { id: 'brocoli', quantity: 1, unit: 'pièce' },
      { id: 'saucisse-de-toulouse', quantity: 3, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'parmesan', quantity: 40, unit: 'g', note: 'râpé' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Portez une grande casserole d'eau salée à ébullition. Détaillez le brocoli en petits bouquets et émincez l'ail. Retirez la peau des saucisses.",
      },
      {
        time: 8,
        explanation:
          "Faites dorer la chair à saucisse émiettée 6 min dans l'huile d'olive, ajoutez l'ail et le piment et laissez cuire encore 2 min.",
      },
      {
        time: 11,
        explanation: "Faites cuire les penne dans l'eau bouillante ; ajoutez les bouquets de brocoli 5 min avant la fin de la cuisson.",
      },
      {
        time: 3,
        explanation:
          "Égouttez en gardant une louche d'eau de cuisson, versez les pâtes et le brocoli dans la poêle avec la saucisse et un peu d'eau de cuisson, mélangez, poivrez et servez avec le parmesan.",
        tips: "L'eau de cuisson amidonnée lie la sauce et enrobe les pâtes.",
      },
    ],
    variantSuggestions: [
      'Avec du chou romanesco',
      'Version végétarienne avec des pois chiches et des pignons',
      'Avec des orecchiette, comme dans les Pouilles',
    ],
    improvementSuggestions: ['Laissez quelques bouquets cuire un peu plus et écrasez-les dans la poêle : ils font une sauce verte.'],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['automne', 'rapide', 'pâtes', 'familial'],
  },
  {
    id: 'spaghetti-au-chou-kale-ail-et-citron',
    title: 'Spaghetti au chou kale, ail et citron',
    description:
      "Du chou kale émincé sauté à l'huile d'olive avec ail, piment et zeste de citron, enroulé dans des spaghetti avec des pignons grillés : un plat de pâtes vegan d'hiver en 20 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'spaghetti', quantity: 350, unit: 'g' },
      { id: 'chou-kale', quantity: 250, unit: 'g' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'piment-en-flocons', quantity: 1, unit: 'pincée' },
      { id: 'pignon-de-pin', quantity: 30, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Retirez les grosses côtes du chou kale et émincez les feuilles. Émincez l'ail. Râpez le zeste du citron et pressez-en le jus.",
      },
      { time: 3, explanation: 'Faites dorer les pignons à sec dans une grande poêle 2 à 3 min et réservez-les.' },
      {
        time: 10,
        explanation:
          "Faites cuire les spaghetti dans une grande casserole d'eau bouillante salée. Pendant ce temps, faites revenir l'ail et le piment 1 min dans l'huile d'olive, ajoutez le kale et une louche d'eau de cuisson et laissez-le tomber 5 à 6 min en remuant.",
      },
      {
        time: 3,
        explanation:
          'Égouttez les pâtes, ajoutez-les dans la poêle avec le zeste et le jus de citron, poivrez, mélangez bien et parsemez de pignons.',
      },
    ],
    variantSuggestions: [
      'Avec du chou de Bruxelles émincé',
      'Avec des pois chiches rôtis',
      'Avec du parmesan pour une version végétarienne',
    ],
    improvementSuggestions: ['Massez les feuilles de kale 1 minute avec un peu de sel avant cuisson : elles deviennent plus tendres.'],
    sideDishSuggestions: ['Salade de roquette', 'Salade d’endives'],
    tags: ['hiver', 'vegan', 'sans lactose', 'rapide', 'pâtes', 'économique'],
  },
  {
    id: 'gnocchis-poeles-aux-epinards-et-au-gorgonzola',
    title: 'Gnocchis poêlés aux épinards et au gorgonzola',
    description:
      'Des gnocchis dorés à la poêle dans une sauce au gorgonzola fondu avec des épinards tout juste tombés et des noix : un plat italien réconfortant prêt en 20 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 5,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'gnocchi', quantity: 800, unit: 'g' },
      { id: 'epinard', quantity: 300, unit: 'g', note: 'jeunes feuilles' },
      { id: 'gorgonzola', quantity: 120, unit: 'g' },
      { id: 'creme-liquide', quantity: 10, unit: 'cl' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'noix', quantity: 8, unit: 'pièce', note: 'cerneaux' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: 'Lavez et essorez les épinards. Concassez grossièrement les cerneaux de noix et coupez le gorgonzola en dés.',
      },
      {
        time: 8,
        explanation: 'Faites dorer les gnocchis 7 à 8 min dans le beurre dans une grande poêle, en les retournant souvent.',
        tips: "Inutile de les précuire à l'eau : poêlés directement, ils restent croustillants dehors et moelleux dedans.",
      },
      {
        time: 4,
        explanation:
          'Ajoutez les épinards et laissez-les tomber 2 min en remuant, puis ajoutez la crème et le gorgonzola et laissez fondre 2 min.',
      },
      { time: 2, explanation: 'Poivrez généreusement, parsemez de noix et servez aussitôt.' },
    ],
    variantSuggestions: [
      'Avec du chèvre frais à la place du gorgonzola',
      'Avec des pousses d’épinard toute l’année',
      'Avec des champignons poêlés',
    ],
    improvementSuggestions: ["Le gorgonzola est déjà salé : goûtez avant d'ajouter du sel."],
    sideDishSuggestions: ['Salade de roquette'],
    tags: ['printemps', 'automne', 'végétarien', 'rapide'],
  },
  {
    id: 'tarte-aux-asperges-vertes-et-au-chevre',
    title: 'Tarte aux asperges vertes et au chèvre',
    description:
      "Une pâte feuilletée garnie d'un appareil œufs-crème au chèvre et de pointes d'asperges vertes disposées en rayons : la tarte salée du printemps, jolie et facile.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'pate-feuilletee', quantity: 1, unit: 'pièce' },
      { id: 'asperge-verte', quantity: 14, unit: 'pièce' },
      { id: 'chevre-buche', quantity: 150, unit: 'g' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: 'Cassez la base dure des asperges et épluchez le bas des tiges si elles sont épaisses.' },
      { time: 5, explanation: "Faites-les cuire 4 min à l'eau bouillante salée, puis plongez-les dans l'eau glacée et égouttez-les." },
      {
        time: 5,
        explanation:
          'Préchauffez le four à 190 °C. Foncez un moule avec la pâte feuilletée et piquez le fond. Battez les œufs avec la crème, la ciboulette ciselée, le sel et le poivre.',
      },
      {
        time: 3,
        explanation: "Émiettez le chèvre sur la pâte, versez l'appareil et disposez les asperges en rayons, pointes vers l'extérieur.",
      },
      { time: 30, explanation: "Enfournez 30 min, jusqu'à ce que la tarte soit dorée et prise." },
    ],
    variantSuggestions: [
      'Avec du jambon cru ajouté à la sortie du four',
      'Avec de la ricotta et du parmesan',
      'Avec des petits pois frais',
    ],
    improvementSuggestions: ["Gardez les bases d'asperges pour un velouté : elles ont beaucoup de goût."],
    sideDishSuggestions: ['Salade de mesclun', 'Salade de radis'],
    tags: ['printemps', 'végétarien', 'tarte salée', 'pique-nique'],
  },
  {
    id: 'tagliatelles-aux-asperges-vertes-citron-et-parmesan',
    title: 'Tagliatelles aux asperges vertes, citron et parmesan',
    description:
      "Des tagliatelles enrobées de beurre citronné, de parmesan et de tronçons d'asperges vertes juste croquants : le plat de pâtes le plus printanier, prêt en 20 minutes.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'tagliatelles', quantity: 350, unit: 'g' },
      { id: 'asperge-verte', quantity: 16, unit: 'pièce' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'parmesan', quantity: 60, unit: 'g', note: 'râpé' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          'Cassez la base dure des asperges, coupez-les en tronçons de 4 cm en gardant les pointes entières. Râpez le zeste du citron et pressez-en la moitié.',
      },
      { time: 4, explanation: "Faites sauter les tronçons d'asperges 4 min dans l'huile d'olive à feu vif, salez." },
      {
        time: 8,
        explanation:
          "Faites cuire les tagliatelles dans l'eau bouillante salée selon le paquet, puis égouttez-les en gardant un verre d'eau de cuisson.",
      },
      {
        time: 3,
        explanation:
          "Remettez les pâtes dans la casserole avec le beurre, le zeste et le jus de citron, les asperges, le parmesan et un peu d'eau de cuisson. Mélangez jusqu'à ce que la sauce soit crémeuse, poivrez et servez.",
      },
    ],
    variantSuggestions: [
      'Avec des petits pois et de la menthe',
      'Avec des lardons ou du jambon cru',
      'Avec un œuf poché sur chaque assiette',
    ],
    improvementSuggestions: [
      "Choisissez des asperges fines : elles cuisent en même temps que les pâtes et n'ont pas besoin d'être épluchées.",
    ],
    sideDishSuggestions: ['Salade verte'],
    tags: ['printemps', 'végétarien', 'rapide', 'pâtes'],
  },
  {
    id: 'gigot-d-agneau-aux-flageolets-et-oignons-nouveaux',
    title: "Gigot d'agneau aux flageolets et oignons nouveaux",
    description:
      "Le gigot piqué d'ail et rôti au romarin, servi rosé avec des flageolets réchauffés dans son jus et des petits oignons nouveaux : le repas de Pâques de toute la famille.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 60,
    servings: 8,
    ingredients: [
      { id: 'gigot-d-agneau', quantity: 2.2, unit: 'kg', note: 'avec l’os' },
      { id: 'ail', quantity: 6, unit: 'pièce' },
      { id: 'romarin', quantity: 3, unit: 'pièce' },
      { id: 'thym', quantity: 3, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'flageolets', quantity: 800, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'petit-oignon-blanc', quantity: 12, unit: 'pièce', note: 'oignons nouveaux' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 4, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Sortez le gigot 1 h à l'avance. Préchauffez le four à 220 °C. Piquez le gigot de 4 gousses d'ail coupées en bâtonnets, frottez-le d'huile, salez et poivrez.",
      },
      {
        time: 50,
        explanation:
          "Posez-le dans un plat avec le romarin et le thym, enfournez 15 min à 220 °C puis baissez à 180 °C et comptez encore 35 min pour une viande rosée, en l'arrosant deux fois. Versez l'eau dans le plat à mi-cuisson.",
        tips: 'Comptez environ 12 minutes par livre au total, et visez 58 °C à cœur pour un gigot rosé.',
      },
      {
        time: 12,
        explanation:
          "Pendant la cuisson, épluchez les oignons nouveaux en gardant un peu de tige et faites-les étuver 10 min dans le beurre avec les 2 gousses d'ail restantes hachées et un fond d'eau.",
      },
      {
        time: 10,
        explanation:
          "Sortez le gigot et laissez-le reposer 10 min sous une feuille d'aluminium. Ajoutez les flageolets aux oignons avec le jus du plat et réchauffez 5 min.",
      },
      { time: 5, explanation: 'Tranchez le gigot et servez-le avec les flageolets parsemés de persil haché.' },
    ],
    variantSuggestions: [
      'Avec des haricots blancs ou des haricots verts',
      'Avec une épaule d’agneau cuite 3 heures à 150 °C',
      'Avec des pommes de terre nouvelles rôties',
    ],
    improvementSuggestions: ["Déglacez le plat avec un peu d'eau chaude en grattant les sucs : c'est le meilleur jus pour les flageolets."],
    sideDishSuggestions: ['Haricots verts', 'Gratin dauphinois', 'Salade verte'],
    tags: ['printemps', 'sans gluten', 'fête', 'pâques', 'dimanche'],
  },
  {
    id: 'saute-de-veau-aux-petits-pois-et-oignons-nouveaux',
    title: 'Sauté de veau aux petits pois et oignons nouveaux',
    description:
      'Un sauté de veau mijoté au vin blanc avec carottes et petits oignons, puis des petits pois frais ajoutés en fin de cuisson : un ragoût tendre et printanier.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 80,
    servings: 6,
    ingredients: [
      { id: 'veau-epaule', quantity: 1.2, unit: 'kg', note: 'en morceaux' },
      { id: 'petit-pois', quantity: 500, unit: 'g', note: 'écossés' },
      { id: 'petit-oignon-blanc', quantity: 12, unit: 'pièce' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 15, unit: 'cl' },
      { id: 'eau', quantity: 30, unit: 'cl' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          'Écossez les petits pois si besoin. Épluchez les oignons nouveaux en gardant un peu de tige et coupez les carottes en rondelles.',
      },
      { time: 10, explanation: "Faites dorer les morceaux de veau 8 à 10 min dans l'huile dans une cocotte, en deux fois." },
      { time: 5, explanation: 'Ajoutez les oignons et les carottes, faites revenir 3 min, puis déglacez au vin blanc.' },
      {
        time: 60,
        explanation: "Versez l'eau, ajoutez le thym et le laurier, salez, poivrez, couvrez et laissez mijoter 1 heure à feu doux.",
      },
      { time: 15, explanation: "Ajoutez les petits pois et poursuivez la cuisson 15 min à couvert, jusqu'à ce qu'ils soient tendres." },
    ],
    variantSuggestions: ['Avec des petits pois surgelés hors saison', 'Avec des fèves et des pois gourmands', 'Avec de l’épaule d’agneau'],
    improvementSuggestions: ['Une cuillère de crème fraîche et un peu de menthe ciselée au dernier moment adoucissent la sauce.'],
    sideDishSuggestions: ['Pommes de terre nouvelles', 'Riz blanc'],
    tags: ['printemps', 'sans gluten', 'sans lactose', 'mijoté'],
  },
  {
    id: 'cabillaud-vapeur-pois-gourmands-et-pommes-de-terre-nouvelles',
    title: 'Cabillaud vapeur, pois gourmands et pommes de terre nouvelles',
    description:
      'Des dos de cabillaud cuits à la vapeur au-dessus des pommes de terre nouvelles, servis avec des pois gourmands croquants et un beurre citronné à la ciboulette : léger et de saison.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'cabillaud-filet', quantity: 4, unit: 'pièce', note: 'dos' },
      { id: 'pomme-de-terre-nouvelle', quantity: 700, unit: 'g' },
      { id: 'pois-gourmand', quantity: 250, unit: 'g' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: "Frottez les pommes de terre nouvelles sous l'eau sans les éplucher. Équeutez les pois gourmands." },
      { time: 15, explanation: "Faites cuire les pommes de terre 15 min à l'eau salée ou dans le bas d'un cuit-vapeur." },
      {
        time: 8,
        explanation:
          'Salez les dos de cabillaud et faites-les cuire 8 min à la vapeur, avec les pois gourmands à côté pendant les 4 dernières minutes.',
        tips: 'Le poisson est cuit quand sa chair devient nacrée et se détache en feuillets.',
      },
      {
        time: 3,
        explanation:
          'Faites fondre le beurre avec le jus du citron et la ciboulette ciselée, poivrez et nappez-en le poisson et les légumes.',
      },
    ],
    variantSuggestions: ['Avec du lieu jaune ou du merlu', 'Avec des asperges vertes', 'Avec une sauce vierge à l’huile d’olive'],
    improvementSuggestions: ['Posez une tranche de citron sur chaque dos de poisson pendant la cuisson vapeur.'],
    sideDishSuggestions: ['Salade verte'],
    tags: ['printemps', 'été', 'sans gluten', 'léger', 'poisson', 'rapide'],
  },
  {
    id: 'curry-vert-de-poulet-aux-pois-gourmands',
    title: 'Curry vert de poulet aux pois gourmands',
    description:
      'Des émincés de poulet et des pois gourmands croquants cuits dans un lait de coco relevé à la pâte de curry vert, au basilic et au citron vert : un curry thaï de printemps.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 4, unit: 'pièce' },
      { id: 'pois-gourmand', quantity: 200, unit: 'g' },
      { id: 'cebette', quantity: 1, unit: 'pièce' },
      { id: 'pate-de-curry-vert', quantity: 2, unit: 'c. à soupe' },
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'huile-vegetale', quantity: 1, unit: 'c. à soupe' },
      { id: 'nuoc-mam', quantity: 1, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à café' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g', note: 'thaï de préférence' },
    ],
    instructions: [
      {
        time: 8,
        explanation: 'Coupez les filets de poulet en fines lamelles. Équeutez les pois gourmands et émincez la botte de cébettes.',
      },
      {
        time: 3,
        explanation:
          "Faites revenir la pâte de curry 1 min dans l'huile dans un wok, puis ajoutez la moitié du lait de coco et laissez frémir 2 min.",
      },
      {
        time: 8,
        explanation:
          'Ajoutez le poulet et faites-le cuire 5 min, puis ajoutez le reste du lait de coco, le nuoc-mâm, le sucre et les pois gourmands et laissez frémir 3 min.',
      },
      { time: 2, explanation: 'Hors du feu, ajoutez le jus du citron vert, les cébettes et les feuilles de basilic.' },
    ],
    variantSuggestions: ['Avec des crevettes', 'Avec des asperges vertes', 'Plus doux avec une seule cuillère de pâte de curry'],
    improvementSuggestions: ["Les pâtes de curry varient beaucoup en force : goûtez la sauce avant d'ajouter la seconde cuillère."],
    sideDishSuggestions: ['Riz thaï', 'Nouilles de riz'],
    tags: ['printemps', 'sans gluten', 'sans lactose', 'rapide', 'thaï', 'épicé'],
  },
  {
    id: 'wok-de-porc-aux-pois-gourmands-et-cebette',
    title: 'Wok de porc aux pois gourmands et cébette',
    description:
      'Des lanières de filet mignon saisies au wok avec pois gourmands, cébette, gingembre et tamari : un sauté sans gluten, croquant et parfumé, prêt en 20 minutes.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 12,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'porc-filet-mignon', quantity: 1, unit: 'pièce' },
      { id: 'pois-gourmand', quantity: 300, unit: 'g' },
      { id: 'cebette', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 15, unit: 'g' },
      { id: 'tamari', quantity: 3, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à soupe' },
      { id: 'maizena', quantity: 1, unit: 'c. à café' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-de-sesame', quantity: 1, unit: 'c. à café' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Coupez le filet mignon en fines lanières. Équeutez les pois gourmands, émincez la botte de cébettes en séparant le blanc du vert, hachez l'ail et le gingembre.",
      },
      { time: 3, explanation: "Mélangez le tamari, le sirop d'érable, la maïzena et 3 cuillères d'eau." },
      { time: 4, explanation: "Saisissez le porc 3 min dans l'huile végétale dans un wok très chaud, puis réservez-le." },
      {
        time: 4,
        explanation:
          "Faites sauter l'ail, le gingembre, le blanc des cébettes et les pois gourmands 3 min, remettez le porc, versez la sauce et laissez napper 1 min.",
      },
      { time: 1, explanation: "Parsemez du vert des cébettes et arrosez d'huile de sésame avant de servir." },
    ],
    variantSuggestions: ['Avec du poulet', 'Avec des asperges vertes en tronçons', 'Avec de la sauce soja si le gluten n’est pas un souci'],
    improvementSuggestions: ['Faites cuire la viande en deux fois si votre wok est petit : elle doit saisir, pas bouillir.'],
    sideDishSuggestions: ['Riz thaï', 'Nouilles de riz'],
    tags: ['printemps', 'sans gluten', 'sans lactose', 'rapide', 'wok'],
  },
  {
    id: 'chicken-pot-pie-aux-legumes-d-hiver',
    title: "Chicken pot pie aux légumes d'hiver",
    description:
      'La tourte américaine au poulet : morceaux de poulet, poireau, carottes et petits pois dans une sauce crémeuse au thym, sous un couvercle de pâte feuilletée dorée.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 2,
    prepTime: 25,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'poulet-filet', quantity: 4, unit: 'pièce' },
      { id: 'poireau', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'petits-pois-surgeles', quantity: 150, unit: 'g' },
      { id: 'beurre-doux', quantity: 40, unit: 'g' },
      { id: 'farine-de-ble', quantity: 40, unit: 'g' },
      { id: 'lait-demi-ecreme', quantity: 50, unit: 'cl' },
      { id: 'thym-seche', quantity: 1, unit: 'c. à café' },
      { id: 'pate-feuilletee', quantity: 1, unit: 'pièce' },
      { id: 'jaune-d-oeuf', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: 'Coupez le poulet en cubes de 2 cm, émincez le poireau et coupez les carottes en petits dés.' },
      {
        time: 10,
        explanation: 'Faites fondre le beurre dans une sauteuse, faites-y revenir le poireau et les carottes 5 min, puis le poulet 5 min.',
      },
      {
        time: 8,
        explanation:
          "Saupoudrez de farine, remuez 1 min, puis versez le lait petit à petit en remuant jusqu'à ce que la sauce épaississe. Ajoutez le thym et les petits pois, salez, poivrez et laissez cuire 5 min.",
      },
      {
        time: 7,
        explanation:
          "Préchauffez le four à 200 °C. Versez la garniture dans un plat à four, couvrez de pâte feuilletée en soudant les bords, faites une cheminée au centre et dorez au jaune d'œuf.",
        tips: "Laissez tiédir la garniture quelques minutes : la pâte gonflera mieux sur une farce qui n'est plus brûlante.",
      },
      { time: 30, explanation: "Enfournez 30 min, jusqu'à ce que la pâte soit bien gonflée et dorée." },
    ],
    variantSuggestions: ['Avec un reste de poulet rôti', 'Avec des champignons de Paris', 'Avec de la dinde après les fêtes'],
    improvementSuggestions: ["Préparez la garniture la veille : il ne reste qu'à poser la pâte et enfourner."],
    sideDishSuggestions: ['Salade verte', 'Coleslaw'],
    tags: ['hiver', 'tourte', 'familial', 'réconfortant'],
  },
  {
    id: 'lasagnes-au-potiron-et-a-la-ricotta',
    title: 'Lasagnes au potiron et à la ricotta',
    description:
      'Des couches de pâtes, de purée de potiron rôti à la sauge et de ricotta, gratinées à la mozzarella et au parmesan : des lasagnes végétariennes douces et très automnales.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 30,
    cookTime: 70,
    servings: 6,
    ingredients: [
      { id: 'potiron', quantity: 1.2, unit: 'kg', note: 'pelé, en cubes' },
      { id: 'lasagne', quantity: 250, unit: 'g', note: 'environ 12 feuilles' },
      { id: 'ricotta', quantity: 250, unit: 'g' },
      { id: 'mozzarella', quantity: 2, unit: 'pièce' },
      { id: 'parmesan', quantity: 60, unit: 'g', note: 'râpé' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'sauge', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'lait-demi-ecreme', quantity: 20, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 200 °C. Mélangez le potiron en cubes avec l'oignon émincé, 2 cuillères d'huile, la moitié des feuilles de sauge, sel et poivre sur une plaque.",
      },
      { time: 30, explanation: "Faites rôtir 30 min, jusqu'à ce que le potiron soit tendre et légèrement caramélisé." },
      {
        time: 8,
        explanation:
          'Écrasez le potiron à la fourchette avec le lait et la muscade. Mélangez la ricotta avec la moitié du parmesan. Baissez le four à 180 °C.',
      },
      {
        time: 10,
        explanation:
          'Huilez un plat, alternez lasagnes, purée de potiron et cuillerées de ricotta en trois couches, en finissant par du potiron. Couvrez de mozzarella en tranches, du reste de parmesan et des feuilles de sauge restantes.',
      },
      {
        time: 35,
        explanation:
          "Enfournez 35 min, jusqu'à ce que le dessus soit doré et les pâtes tendres sous la pointe d'un couteau. Laissez reposer 10 min avant de servir.",
      },
    ],
    variantSuggestions: ['Avec de la butternut', 'Avec des épinards entre les couches', 'Avec des noisettes concassées sur le dessus'],
    improvementSuggestions: [
      'La purée de potiron doit rester souple : ajoutez un peu de lait si elle est trop épaisse, sinon les pâtes ne cuisent pas.',
    ],
    sideDishSuggestions: ['Salade de roquette', 'Salade d’endives'],
    tags: ['automne', 'hiver', 'végétarien', 'batch cooking', 'congélation', 'familial'],
  },
  {
    id: 'tarte-fine-aux-endives-caramelisees-et-au-chevre',
    title: 'Tarte fine aux endives caramélisées et au chèvre',
    description:
      "Des endives fondues au beurre et légèrement caramélisées, posées sur une pâte feuilletée avec des rondelles de chèvre et du miel : l'amertume de l'endive adoucie, en tarte d'hiver.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 4,
    ingredients: [
      { id: 'endive', quantity: 6, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 1, unit: 'c. à café' },
      { id: 'pate-feuilletee', quantity: 1, unit: 'pièce' },
      { id: 'chevre-buche', quantity: 150, unit: 'g' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
      { id: 'noix', quantity: 8, unit: 'pièce', note: 'cerneaux' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation: 'Retirez le cône amer à la base des endives et coupez-les en quatre dans la longueur. Coupez le chèvre en rondelles.',
      },
      {
        time: 15,
        explanation:
          "Faites dorer les endives 15 min dans le beurre à feu moyen avec le sucre, le sel et le poivre, en les retournant, jusqu'à ce qu'elles soient tendres et caramélisées.",
      },
      {
        time: 5,
        explanation:
          'Préchauffez le four à 200 °C. Déroulez la pâte feuilletée sur une plaque, piquez-la et disposez les endives en rangs en laissant 2 cm de bord.',
      },
      { time: 3, explanation: "Répartissez le chèvre et les cerneaux de noix, effeuillez le thym et arrosez d'un filet de miel." },
      { time: 25, explanation: "Enfournez 25 min, jusqu'à ce que la pâte soit bien dorée et gonflée sur les bords." },
    ],
    variantSuggestions: ['Avec du roquefort à la place du chèvre', 'Avec des lardons', 'Avec une pâte brisée'],
    improvementSuggestions: ['Laissez bien les endives rendre leur eau pendant la cuisson à la poêle : la pâte restera croustillante.'],
    sideDishSuggestions: ['Salade de mâche', 'Salade de frisée'],
    tags: ['hiver', 'végétarien', 'tarte salée'],
  },
  {
    id: 'lieu-noir-aux-carottes-fondantes-et-au-cumin',
    title: 'Lieu noir aux carottes fondantes et au cumin',
    description:
      "Des carottes fondues à l'huile d'olive, au cumin et à l'orange, surmontées de filets de lieu noir cuits à couvert dans la même poêle : un plat de poisson économique et doux.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'lieu-noir', quantity: 4, unit: 'pièce', note: 'filets' },
      { id: 'carotte', quantity: 6, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'orange', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: "Épluchez les carottes et coupez-les en fines rondelles. Émincez l'oignon. Pressez l'orange." },
      {
        time: 15,
        explanation:
          "Faites revenir l'oignon 3 min dans l'huile d'olive, ajoutez les carottes et le cumin, salez, versez le jus d'orange, couvrez et laissez fondre 15 min à feu doux.",
      },
      {
        time: 10,
        explanation:
          "Salez et poivrez les filets de lieu, posez-les sur les carottes, couvrez et laissez cuire 8 à 10 min à feu doux, jusqu'à ce que la chair soit nacrée.",
        tips: "Cuit à l'étouffée sur les légumes, le poisson reste moelleux et ne colle pas.",
      },
      { time: 2, explanation: 'Parsemez de coriandre ciselée et servez directement dans la poêle.' },
    ],
    variantSuggestions: ['Avec du cabillaud ou du colin', 'Avec du panais mêlé aux carottes', 'Avec une pointe de gingembre râpé'],
    improvementSuggestions: [
      'Choisissez du lieu noir pêché en Atlantique Nord-Est : il est souvent moins cher que le cabillaud et aussi bon.',
    ],
    sideDishSuggestions: ['Riz basmati', 'Semoule', 'Quinoa'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'rapide', 'poisson', 'économique'],
  },
  {
    id: 'tinga-de-poulet-aux-tortillas-de-mais',
    title: 'Tinga de poulet aux tortillas de maïs',
    description:
      'Du poulet effiloché mijoté dans une sauce tomate fumée aux oignons, servi dans des tortillas de maïs tièdes avec avocat et coriandre : le plat de rue de Puebla, sans gluten.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'origan', quantity: 1, unit: 'c. à café' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'tortilla-de-mais', quantity: 12, unit: 'pièce' },
      { id: 'avocat', quantity: 2, unit: 'pièce' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Faites pocher les filets de poulet 15 min dans l'eau frémissante salée, puis effilochez-les avec deux fourchettes. Gardez 10 cl de bouillon.",
      },
      {
        time: 8,
        explanation:
          "Pendant ce temps, faites fondre les oignons émincés 6 min dans l'huile, ajoutez l'ail haché, le paprika fumé, le cumin et l'origan et remuez 1 min.",
      },
      {
        time: 12,
        explanation:
          "Ajoutez les tomates et le bouillon réservé, laissez réduire 5 min, puis ajoutez le poulet effiloché et laissez mijoter 7 min jusqu'à ce que la sauce l'enrobe.",
      },
      {
        time: 5,
        explanation:
          'Coupez les avocats en lamelles et arrosez-les de jus de citron vert. Réchauffez les tortillas 30 secondes de chaque côté dans une poêle sèche.',
      },
      { time: 2, explanation: "Garnissez les tortillas de tinga, d'avocat et de coriandre ciselée." },
    ],
    variantSuggestions: [
      'Avec des haricots noirs en accompagnement',
      'Avec un piment chipotle pour plus de fumé',
      'Avec un reste de poulet rôti',
    ],
    improvementSuggestions: ["Ajoutez quelques rondelles d'oignon rouge marinées 15 minutes dans du citron vert."],
    sideDishSuggestions: ['Riz à la mexicaine', 'Haricots noirs', 'Salade de chou'],
    tags: ['toute saison', 'sans gluten', 'sans lactose', 'street food'],
  },
  {
    id: 'poulet-saag-aux-epinards',
    title: 'Poulet saag aux épinards',
    description:
      "Des morceaux de poulet mijotés dans une sauce d'épinards frais mixés aux épices, à l'ail et au gingembre, adoucie au yaourt : le curry vert du Pendjab.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 2,
    prepTime: 20,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'poulet-haut-de-cuisse', quantity: 6, unit: 'pièce', note: 'désossés' },
      { id: 'epinard', quantity: 500, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'gingembre', quantity: 20, unit: 'g' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'garam-masala', quantity: 2, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'tomates-concassees', quantity: 200, unit: 'g' },
      { id: 'yaourt-nature', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Lavez les épinards et faites-les tomber 3 min dans une casserole avec un fond d'eau. Égouttez-les et mixez-les grossièrement.",
      },
      { time: 5, explanation: "Coupez le poulet en morceaux, émincez l'oignon, hachez l'ail et râpez le gingembre." },
      {
        time: 10,
        explanation:
          "Faites revenir l'oignon 5 min dans l'huile, ajoutez l'ail, le gingembre, le cumin, le curcuma et le garam masala, puis le poulet, et faites-le dorer 4 min.",
      },
      {
        time: 20,
        explanation:
          'Ajoutez les tomates, salez et laissez mijoter 10 min, puis ajoutez les épinards mixés et poursuivez 10 min à feu doux.',
      },
      {
        time: 2,
        explanation: 'Hors du feu, incorporez le yaourt battu et servez aussitôt.',
        tips: "N'ajoutez pas le yaourt sur le feu : il tranche à l'ébullition.",
      },
    ],
    variantSuggestions: [
      'Avec des épinards surgelés hors saison',
      'Avec des pommes de terre (saag aloo)',
      'Avec de la crème de coco pour une version sans lactose',
    ],
    improvementSuggestions: ['Faites mariner le poulet 1 heure dans le yaourt et les épices : il sera encore plus tendre.'],
    sideDishSuggestions: ['Riz basmati', 'Naans'],
    tags: ['printemps', 'automne', 'sans gluten', 'épicé doux'],
  },
  {
    id: 'boulettes-d-agneau-aux-epices-et-carottes-roties',
    title: "Boulettes d'agneau aux épices et carottes rôties",
    description:
      "Des boulettes d'agneau au cumin, à la coriandre et à la menthe cuites au four avec des carottes au miel, servies avec une sauce yaourt à l'ail : un plat du soir aux saveurs orientales.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 25,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'agneau-hache', quantity: 500, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'cumin', quantity: 2, unit: 'c. à café' },
      { id: 'coriandre-moulue', quantity: 1, unit: 'c. à café' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'carotte', quantity: 8, unit: 'pièce' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'yaourt-grec', quantity: 200, unit: 'g' },
      { id: 'jus-de-citron', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 200 °C. Épluchez les carottes, coupez-les en bâtonnets et mélangez-les sur une plaque avec 2 cuillères d'huile, le miel, 1 cuillère de cumin et une pincée de sel.",
      },
      {
        time: 10,
        explanation:
          "Mélangez l'agneau avec l'oignon râpé, une gousse d'ail hachée, le reste du cumin, la coriandre moulue, la moitié de la menthe ciselée, le sel et le poivre. Façonnez une vingtaine de boulettes.",
      },
      { time: 10, explanation: "Enfournez les carottes 10 min, puis ajoutez les boulettes sur la plaque, arrosées du reste d'huile." },
      { time: 20, explanation: 'Poursuivez la cuisson 20 min en retournant les boulettes à mi-cuisson.' },
      {
        time: 3,
        explanation:
          "Mélangez le yaourt avec la seconde gousse d'ail râpée, le jus de citron et le reste de menthe. Servez avec les boulettes et les carottes.",
      },
    ],
    variantSuggestions: ['Avec du bœuf haché', 'Avec des panais ou de la patate douce', 'Dans un pain pita avec de la salade'],
    improvementSuggestions: ['Mouillez-vous les mains pour façonner les boulettes : la viande ne colle pas.'],
    sideDishSuggestions: ['Semoule', 'Boulgour', 'Taboulé'],
    tags: ['hiver', 'toute saison', 'sans gluten', 'plat au four', 'oriental'],
  },
  {
    id: 'pommes-de-terre-au-four-farcies-au-brocoli-et-au-cheddar',
    title: 'Pommes de terre au four farcies au brocoli et au cheddar',
    description:
      'De grosses pommes de terre cuites au four, évidées et mêlées à du brocoli, de la crème et du cheddar, puis regratinées : les « loaded potatoes » américaines en version végétarienne.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 70,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 4, unit: 'pièce', note: 'grosses, à chair farineuse' },
      { id: 'brocoli', quantity: 1, unit: 'pièce' },
      { id: 'cheddar', quantity: 120, unit: 'g', note: 'râpé' },
      { id: 'creme-fraiche-epaisse', quantity: 100, unit: 'g' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: "Préchauffez le four à 200 °C. Lavez les pommes de terre, piquez-les à la fourchette, frottez-les d'huile et de sel.",
      },
      {
        time: 55,
        explanation: "Faites-les cuire 55 min directement sur la grille, jusqu'à ce qu'un couteau les traverse sans résistance.",
      },
      {
        time: 6,
        explanation:
          "Pendant ce temps, détaillez le brocoli en tout petits bouquets et faites-le cuire 5 min à l'eau bouillante salée. Égouttez.",
      },
      {
        time: 8,
        explanation:
          'Coupez un chapeau sur chaque pomme de terre, évidez-les en laissant 1 cm de chair, écrasez la chair avec le beurre, la crème, le brocoli et les deux tiers du cheddar, poivrez, puis regarnissez les pommes de terre.',
      },
      { time: 15, explanation: 'Parsemez du reste de cheddar et enfournez 15 min. Servez parsemé de ciboulette ciselée.' },
    ],
    variantSuggestions: ['Avec des lardons ou du bacon', 'Avec des patates douces', 'Avec du chou-fleur à la place du brocoli'],
    improvementSuggestions: ['Précuisez les pommes de terre 8 minutes au micro-ondes pour gagner une demi-heure de four.'],
    sideDishSuggestions: ['Salade verte', 'Coleslaw'],
    tags: ['automne', 'végétarien', 'sans gluten', 'plat au four', 'familial'],
  },
  {
    id: 'waterzoi-de-poulet',
    title: 'Waterzoï de poulet',
    description:
      "Le pot-au-feu crémeux de Gand : du poulet poché avec poireaux, carottes et céleri, le bouillon lié à la crème et au jaune d'œuf. Un plat doux et complet pour les soirs froids.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'poulet-cuisse', quantity: 4, unit: 'pièce' },
      { id: 'poireau', quantity: 2, unit: 'pièce' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'celeri-rave', quantity: 200, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'eau', quantity: 1.2, unit: 'l' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'jaune-d-oeuf', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Coupez les poireaux, les carottes et le céleri-rave en julienne ou en fins bâtonnets, l'oignon en lamelles. Épluchez les pommes de terre et coupez-les en gros cubes.",
      },
      { time: 5, explanation: 'Faites suer les légumes sauf les pommes de terre 5 min dans le beurre dans une cocotte, sans coloration.' },
      {
        time: 35,
        explanation:
          "Ajoutez les cuisses de poulet, les pommes de terre, le bouquet garni et l'eau, salez, poivrez et laissez frémir 35 min à couvert.",
      },
      {
        time: 5,
        explanation:
          'Retirez le poulet, ôtez la peau et les os et remettez la chair en morceaux dans la cocotte. Retirez le bouquet garni.',
      },
      {
        time: 5,
        explanation:
          'Mélangez la crème et les jaunes, délayez avec une louche de bouillon chaud, puis versez dans la cocotte hors du feu en remuant. Parsemez de persil et servez en assiettes creuses.',
        tips: 'Ne laissez plus bouillir après avoir ajouté les jaunes, sinon ils coagulent.',
      },
    ],
    variantSuggestions: [
      'Avec du poisson blanc (waterzoï de la mer)',
      'Avec un poulet entier découpé',
      'Sans pommes de terre, servi avec du pain',
    ],
    improvementSuggestions: ['Un trait de jus de citron au moment de servir donne de la fraîcheur à la sauce.'],
    sideDishSuggestions: ['Pain de campagne', 'Salade verte'],
    tags: ['hiver', 'automne', 'sans gluten', 'belge', 'réconfortant', 'plat unique'],
  },
  {
    id: 'carbonade-flamande',
    title: 'Carbonade flamande',
    description:
      "Du bœuf mijoté longuement à la bière brune avec beaucoup d'oignons, une tranche de pain d'épices tartinée de moutarde et une touche de cassonade : le grand plat du Nord, fondant et sucré-salé.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 150,
    servings: 6,
    ingredients: [
      { id: 'paleron', quantity: 1.2, unit: 'kg', note: 'en gros cubes' },
      { id: 'oignon', quantity: 4, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'biere-brune', quantity: 50, unit: 'cl' },
      { id: 'pain-d-epices', quantity: 2, unit: 'pièce' },
      { id: 'moutarde-de-dijon', quantity: 2, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à soupe' },
      { id: 'vinaigre-de-cidre', quantity: 1, unit: 'c. à soupe' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: 'Émincez finement les oignons. Épongez les cubes de bœuf.' },
      { time: 12, explanation: 'Faites dorer la viande dans le beurre dans une cocotte en deux fournées, 5 à 6 min chacune. Réservez.' },
      {
        time: 10,
        explanation:
          "Faites fondre les oignons 10 min dans la cocotte jusqu'à ce qu'ils soient dorés, saupoudrez de sucre roux et laissez caraméliser 1 min.",
      },
      {
        time: 5,
        explanation:
          "Remettez la viande, versez la bière et le vinaigre, ajoutez le thym et le laurier, salez, poivrez. Posez dessus les tranches de pain d'épices tartinées de moutarde, côté moutarde vers le bas.",
      },
      {
        time: 135,
        explanation:
          "Couvrez et laissez mijoter 2 h 15 à feu très doux, en remuant de temps en temps : le pain d'épices se délite et épaissit la sauce.",
      },
    ],
    variantSuggestions: [
      'Avec de la joue de bœuf',
      'Avec une bière ambrée plus douce',
      'Avec du pain de campagne à la place du pain d’épices',
    ],
    improvementSuggestions: ['Comme tous les mijotés, elle est encore meilleure réchauffée le lendemain.'],
    sideDishSuggestions: ['Frites maison', 'Pommes de terre vapeur', 'Salade d’endives'],
    tags: ['hiver', 'mijoté', 'nordiste', 'batch cooking', 'réconfortant'],
  },
  // ───────────── Plats chauds de printemps ─────────────
  {
    id: 'omelette-aux-asperges-vertes-et-parmesan',
    title: 'Omelette aux asperges vertes et parmesan',
    description:
      "Une omelette baveuse garnie de tronçons d'asperges vertes poêlées au beurre et de copeaux de parmesan : le dîner de printemps prêt en un quart d'heure.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 8,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'asperge-verte', quantity: 12, unit: 'pièce', note: 'fines' },
      { id: 'parmesan', quantity: 40, unit: 'g' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Cassez la base dure des asperges et coupez-les en tronçons de 3 cm, pointes entières. Battez les œufs avec le sel, le poivre et la ciboulette ciselée.',
      },
      {
        time: 5,
        explanation:
          "Faites sauter les asperges 5 min dans la moitié du beurre dans une grande poêle, jusqu'à ce qu'elles soient tendres mais croquantes.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez le reste du beurre, versez les œufs et laissez prendre 3 à 4 min à feu moyen en ramenant les bords vers le centre, jusqu'à ce que le dessus soit encore baveux.",
        tips: "Retirez l'omelette du feu un peu avant la cuisson voulue : elle continue de cuire dans la poêle.",
      },
      { time: 2, explanation: "Parsemez de copeaux de parmesan taillés à l'économe, pliez l'omelette et servez aussitôt." },
    ],
    variantSuggestions: ['Avec des petits pois et de la menthe', 'Avec du chèvre frais', 'En frittata terminée au four'],
    improvementSuggestions: ["Sortez les œufs du réfrigérateur 15 min avant : l'omelette cuit plus régulièrement."],
    sideDishSuggestions: ['Salade de mesclun', 'Pommes de terre nouvelles sautées'],
    tags: ['printemps', 'végétarien', 'sans gluten', 'rapide', 'économique'],
  },
  {
    id: 'oeufs-a-la-florentine',
    title: 'Œufs à la florentine',
    description:
      "Des œufs mollets posés sur un lit d'épinards frais, nappés d'une crème au gruyère et gratinés quelques minutes : un classique de bistrot léger, sans farine.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'epinard', quantity: 800, unit: 'g' },
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'gruyere-rape', quantity: 60, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Lavez les épinards et retirez les grosses tiges. Faites-les tomber 4 min dans le beurre avec la gousse d'ail écrasée, salez, puis égouttez-les bien.",
      },
      {
        time: 8,
        explanation: "Plongez les œufs dans l'eau bouillante 6 min, puis dans l'eau glacée, et écalez-les délicatement.",
        tips: '6 minutes pour des œufs à température ambiante : le blanc est pris et le jaune coulant.',
      },
      {
        time: 3,
        explanation:
          "Faites chauffer la crème avec la muscade, le poivre et les deux tiers du gruyère jusqu'à ce qu'il fonde. Allumez le gril du four.",
      },
      {
        time: 6,
        explanation:
          'Répartissez les épinards dans 4 plats individuels, posez 2 œufs par plat, nappez de crème au fromage, parsemez du reste de gruyère et passez 4 à 5 min sous le gril.',
      },
    ],
    variantSuggestions: [
      'Avec des œufs pochés',
      'Avec des pousses d’épinard toute l’année',
      'Avec une fine tranche de jambon sous les œufs',
    ],
    improvementSuggestions: ['Surveillez le gril de près : il suffit que le dessus blondisse, les jaunes doivent rester coulants.'],
    sideDishSuggestions: ['Pain de campagne grillé', 'Pommes de terre vapeur'],
    tags: ['printemps', 'automne', 'végétarien', 'sans gluten', 'bistrot'],
  },
  {
    id: 'poelee-de-pommes-de-terre-nouvelles-radis-et-lardons',
    title: 'Poêlée de pommes de terre nouvelles, radis et lardons',
    description:
      'Des pommes de terre nouvelles dorées, des radis roses poêlés qui deviennent doux et juteux, des lardons et des oignons nouveaux : une poêlée de printemps toute simple.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre-nouvelle', quantity: 800, unit: 'g' },
      { id: 'radis', quantity: 1, unit: 'pièce', note: 'botte' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'petit-oignon-blanc', quantity: 6, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Frottez les pommes de terre sans les éplucher et coupez-les en deux. Coupez les radis en deux en gardant 1 cm de fane. Coupez les oignons nouveaux en quatre.',
      },
      {
        time: 20,
        explanation:
          "Faites dorer les pommes de terre 20 min dans l'huile à feu moyen, à couvert les 10 premières minutes, en les retournant souvent.",
      },
      {
        time: 8,
        explanation:
          "Ajoutez les lardons, les radis et les oignons et poursuivez 8 min à découvert, jusqu'à ce que les radis soient tendres et légèrement colorés.",
      },
      { time: 2, explanation: 'Salez peu, poivrez, parsemez de persil haché et servez.' },
    ],
    variantSuggestions: ['Avec des asperges vertes', 'Avec un œuf au plat', 'Version végétarienne avec du tofu fumé'],
    improvementSuggestions: ['Gardez les fanes des radis pour une soupe ou un pesto.'],
    sideDishSuggestions: ['Salade verte', 'Œufs au plat'],
    tags: ['printemps', 'sans gluten', 'sans lactose', 'rapide', 'économique'],
  },
  {
    id: 'maquereaux-rotis-a-la-moutarde-et-pommes-de-terre-nouvelles',
    title: 'Maquereaux rôtis à la moutarde et pommes de terre nouvelles',
    description:
      "Des maquereaux entiers badigeonnés de moutarde à l'ancienne et rôtis au four sur des pommes de terre nouvelles au thym et au citron : un poisson bon marché, riche en oméga-3.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'maquereau', quantity: 4, unit: 'pièce', note: 'vidés' },
      { id: 'moutarde-a-l-ancienne', quantity: 2, unit: 'c. à soupe' },
      { id: 'pomme-de-terre-nouvelle', quantity: 700, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'thym', quantity: 4, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 200 °C. Coupez les pommes de terre nouvelles en deux et mélangez-les dans un plat avec 2 cuillères d'huile, le thym, sel et poivre.",
      },
      { time: 20, explanation: 'Enfournez-les 20 min.' },
      {
        time: 7,
        explanation:
          "Pendant ce temps, entaillez les maquereaux de 3 incisions de chaque côté, salez, poivrez et badigeonnez-les de moutarde à l'intérieur et à l'extérieur. Glissez une rondelle de citron dans chaque ventre.",
      },
      {
        time: 15,
        explanation:
          "Posez les maquereaux sur les pommes de terre, arrosez du reste d'huile et enfournez 15 min, jusqu'à ce que la chair se détache de l'arête.",
        tips: 'Le maquereau est gras : il supporte bien le four et reste moelleux.',
      },
    ],
    variantSuggestions: [
      'Avec des sardines en été',
      'Avec des filets de maquereau, cuits 8 minutes',
      'Avec une sauce au yaourt et à l’aneth',
    ],
    improvementSuggestions: ['Demandez au poissonnier de vider les maquereaux : il le fait en un instant.'],
    sideDishSuggestions: ['Salade verte', 'Salade de concombre'],
    tags: ['printemps', 'été', 'sans gluten', 'sans lactose', 'poisson', 'économique'],
  },
  {
    id: 'haddock-poche-aux-poireaux-et-pommes-de-terre',
    title: 'Haddock poché aux poireaux et pommes de terre',
    description:
      "Du haddock fumé poché dans le lait, servi sur des pommes de terre écrasées et une fondue de poireaux à la crème : un plat d'hiver doux et fumé, à la façon des ports du Nord.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'haddock', quantity: 600, unit: 'g' },
      { id: 'lait-demi-ecreme', quantity: 50, unit: 'cl' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 6, unit: 'pièce' },
      { id: 'poireau', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'creme-fraiche-epaisse', quantity: 100, unit: 'g' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: 'Épluchez les pommes de terre et coupez-les en morceaux. Lavez et émincez les poireaux.' },
      {
        time: 20,
        explanation:
          "Faites cuire les pommes de terre 20 min à l'eau. En même temps, faites fondre les poireaux dans la moitié du beurre 15 min à couvert, puis ajoutez la crème et poivrez.",
      },
      {
        time: 8,
        explanation: 'Portez le lait à frémissement avec le laurier, plongez-y le haddock et laissez pocher 6 à 8 min hors ébullition.',
        tips: 'Le haddock est salé : ne salez ni le lait, ni les légumes.',
      },
      {
        time: 5,
        explanation:
          "Écrasez les pommes de terre avec le reste du beurre et quelques cuillères du lait de cuisson. Dressez l'écrasé, la fondue de poireaux et le haddock effeuillé, et parsemez de ciboulette.",
      },
    ],
    variantSuggestions: [
      'Avec un œuf poché sur le dessus',
      'Avec du cabillaud frais et une pincée de sel',
      'Avec des épinards à la place des poireaux',
    ],
    improvementSuggestions: ["Faites tremper le haddock 30 minutes dans de l'eau froide s'il est très salé."],
    sideDishSuggestions: ['Salade de mâche'],
    tags: ['hiver', 'sans gluten', 'poisson', 'réconfortant'],
  },
  {
    id: 'poulet-au-mole',
    title: 'Poulet au mole',
    description:
      "Des cuisses de poulet mijotées dans une sauce mexicaine sombre et veloutée, à base de tomate, d'amandes, de raisins secs, d'épices douces et d'une touche de chocolat noir : un plat de fête de Puebla simplifié.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 2,
    prepTime: 25,
    cookTime: 55,
    servings: 4,
    ingredients: [
      { id: 'poulet-cuisse', quantity: 4, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 3, unit: 'pièce' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'amande-emondee', quantity: 40, unit: 'g' },
      { id: 'raisin-sec', quantity: 30, unit: 'g' },
      { id: 'graines-de-sesame', quantity: 2, unit: 'c. à soupe' },
      { id: 'tortilla-de-mais', quantity: 1, unit: 'pièce' },
      { id: 'paprika-fume', quantity: 2, unit: 'c. à café' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'cannelle', quantity: 0.5, unit: 'c. à café' },
      { id: 'tomates-concassees', quantity: 400, unit: 'g' },
      { id: 'chocolat-noir-70', quantity: 30, unit: 'g' },
      { id: 'eau', quantity: 40, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Salez les cuisses de poulet et faites-les dorer 10 min dans 2 cuillères d'huile dans une cocotte, sur toutes les faces. Réservez-les.",
      },
      {
        time: 8,
        explanation:
          "Dans le reste d'huile, faites revenir l'oignon émincé et l'ail 4 min, puis ajoutez les amandes, les raisins secs, la moitié du sésame et la tortilla déchirée et faites dorer 3 min en remuant.",
      },
      { time: 2, explanation: 'Ajoutez le paprika fumé, le piment, le cumin et la cannelle et remuez 1 min pour torréfier les épices.' },
      {
        time: 8,
        explanation:
          "Ajoutez les tomates et l'eau, laissez frémir 5 min, puis mixez finement au mixeur plongeant. Incorporez le chocolat cassé en morceaux jusqu'à ce qu'il fonde.",
        tips: 'Le chocolat ne sucre pas la sauce : il lui donne sa profondeur et sa couleur sombre.',
      },
      {
        time: 45,
        explanation:
          "Remettez le poulet dans la sauce, couvrez et laissez mijoter 45 min à feu doux en remuant de temps en temps ; ajoutez un peu d'eau si la sauce épaissit trop.",
      },
      { time: 2, explanation: 'Servez parsemé du reste des graines de sésame grillées.' },
    ],
    variantSuggestions: [
      'Avec des blancs de dinde, cuits 25 minutes',
      'Plus relevé avec un piment chipotle',
      'Avec des cacahuètes à la place des amandes',
    ],
    improvementSuggestions: ['Comme tous les plats en sauce, le mole est encore meilleur préparé la veille.'],
    sideDishSuggestions: ['Riz blanc', 'Tortillas de maïs', 'Haricots noirs'],
    tags: ['toute saison', 'sans gluten', 'sans lactose', 'mijoté', 'fête'],
  },
];
