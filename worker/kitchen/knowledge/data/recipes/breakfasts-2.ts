import type { RecipeData } from '../../vocabulary';

// Breakfasts and brunch dishes for the diets the first breakfast file left nearly empty: cétogène
// (≤ 15 g of carbohydrates per portion), paléo, sans gluten, sans lactose, plus savoury fish ones.
export const breakfasts2: RecipeData[] = [
  // ───────────── Cétogènes ─────────────
  {
    id: 'omelette-au-jambon-et-a-l-emmental',
    title: "Omelette au jambon et à l'emmental",
    description:
      "Une omelette baveuse garnie de dés de jambon blanc et d'emmental fondu : un petit-déjeuner salé, rassasiant et presque sans glucides.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'jambon-blanc', quantity: 4, unit: 'pièce', note: 'tranches' },
      { id: 'emmental', quantity: 80, unit: 'g', note: 'râpé' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'ciboulette', quantity: 5, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          'Coupez le jambon en petits carrés et ciselez la ciboulette. Battez les œufs en omelette avec le sel, le poivre et la ciboulette.',
      },
      {
        time: 6,
        explanation:
          "Faites mousser le beurre dans une grande poêle à feu moyen, versez les œufs et ramenez les bords vers le centre à la spatule pendant 2 minutes, jusqu'à ce que le dessus soit encore baveux.",
        tips: 'Une omelette trop cuite devient sèche : retirez-la du feu quand le centre tremble encore.',
      },
      {
        time: 3,
        explanation:
          "Parsemez le jambon et l'emmental sur une moitié, laissez fondre 1 minute, puis repliez l'omelette et faites-la glisser sur une planche. Coupez-la en quatre et servez aussitôt.",
      },
    ],
    variantSuggestions: ['Au jambon de dinde', 'Au comté et aux champignons', 'Aux fines herbes et au chèvre'],
    improvementSuggestions: ['Ajoutez une cuillerée de crème fraîche aux œufs battus pour une omelette plus moelleuse.'],
    sideDishSuggestions: ['Salade verte', 'Tomates cerises'],
    tags: ['petit-déjeuner', 'brunch', 'rapide', 'cétogène', 'sans gluten', 'protéines', 'toute saison'],
  },
  {
    id: 'oeufs-cocotte-a-la-creme-et-aux-epinards',
    title: 'Œufs cocotte à la crème et aux épinards',
    description:
      'Des œufs cuits au four en ramequin sur un lit de jeunes épinards fondus, nappés de crème et relevés de muscade : le brunch chic et sans glucides.',
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'pousses-d-epinard', quantity: 150, unit: 'g' },
      { id: 'beurre-doux', quantity: 20, unit: 'g', note: 'plus un peu pour les ramequins' },
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 8, unit: 'c. à soupe' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 4,
        explanation:
          "Préchauffez le four à 180 °C. Faites tomber les pousses d'épinard 2 minutes dans le beurre, salez et ajoutez la muscade.",
      },
      {
        time: 4,
        explanation:
          'Beurrez 4 ramequins, répartissez-y les épinards, creusez un petit nid et cassez 2 œufs dans chacun. Nappez de 2 cuillerées de crème, salez et poivrez.',
      },
      {
        time: 12,
        explanation:
          "Posez les ramequins dans un plat à gratin, versez de l'eau chaude jusqu'à mi-hauteur et enfournez 10 à 12 minutes au bain-marie : le blanc doit être pris et le jaune encore coulant.",
        tips: 'Sortez-les un peu avant la fin : ils continuent de cuire dans le ramequin chaud.',
      },
    ],
    variantSuggestions: ['Au saumon fumé', 'Aux champignons et au jambon', 'Au comté râpé'],
    improvementSuggestions: ["Parsemez de ciboulette ciselée et d'une pincée de piment d'Espelette en sortie de four."],
    sideDishSuggestions: ['Asperges vertes rôties', 'Salade verte'],
    tags: ['petit-déjeuner', 'brunch', 'cétogène', 'sans gluten', 'végétarien', 'toute saison'],
  },
  {
    id: 'chia-pudding-au-lait-de-coco-et-aux-framboises',
    title: 'Chia pudding au lait de coco et aux framboises',
    description:
      'Des graines de chia gonflées toute la nuit dans le lait de coco, servies avec des framboises écrasées et de la noix de coco : un petit-déjeuner à préparer la veille, sans sucre ajouté.',
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'graines-de-chia', quantity: 60, unit: 'g' },
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'framboises-surgelees', quantity: 200, unit: 'g' },
      { id: 'noix-de-coco-rapee', quantity: 20, unit: 'g' },
    ],
    instructions: [
      {
        time: 4,
        explanation:
          "Fouettez le lait de coco avec l'eau, ajoutez les graines de chia et mélangez bien. Attendez 5 minutes et fouettez de nouveau pour casser les grumeaux.",
      },
      {
        time: 2,
        explanation:
          'Répartissez dans 4 verrines, couvrez et placez au réfrigérateur pour la nuit (au moins 4 heures). Sortez les framboises du congélateur et laissez-les décongeler au réfrigérateur.',
      },
      {
        time: 4,
        explanation:
          'Le matin, écrasez grossièrement les framboises à la fourchette, déposez-les sur le pudding et parsemez de noix de coco râpée.',
        tips: 'Faites dorer la noix de coco 2 minutes à sec dans une poêle pour plus de goût.',
      },
    ],
    variantSuggestions: ['Aux fraises fraîches en été', "Avec du lait d'amande", 'Aux myrtilles'],
    improvementSuggestions: ['Ajoutez quelques graines de courge grillées pour le croquant.'],
    sideDishSuggestions: ['Thé ou café', 'Œufs brouillés'],
    tags: ['petit-déjeuner', 'sans cuisson', 'à préparer la veille', 'cétogène', 'paléo', 'sans gluten', 'sans lactose', 'toute saison'],
  },
  {
    id: 'skyr-aux-amandes-graines-de-courge-et-fruits-rouges',
    title: 'Skyr aux amandes, graines de courge et fruits rouges',
    description:
      "Un bol de skyr épais et riche en protéines, garni de fruits rouges, d'amandes concassées et de graines de courge grillées : prêt en 5 minutes et très peu sucré.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 3,
    servings: 4,
    ingredients: [
      { id: 'skyr', quantity: 600, unit: 'g' },
      { id: 'fruits-rouges-surgeles', quantity: 160, unit: 'g', note: 'décongelés la veille au réfrigérateur' },
      { id: 'amande', quantity: 40, unit: 'g' },
      { id: 'graines-de-courge', quantity: 20, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          'Concassez grossièrement les amandes au couteau et faites-les griller 3 minutes à sec dans une poêle avec les graines de courge, en remuant.',
      },
      { time: 2, explanation: "Répartissez le skyr dans 4 bols et saupoudrez d'une pointe de cannelle." },
      {
        time: 2,
        explanation:
          'Ajoutez les fruits rouges avec leur jus, puis parsemez des amandes et des graines grillées. Servez aussitôt pour garder le croquant.',
      },
    ],
    variantSuggestions: ['Avec du fromage blanc entier', 'Avec des framboises fraîches en été', 'Aux noix et noisettes'],
    improvementSuggestions: ['Hors régime cétogène, ajoutez un filet de miel.'],
    sideDishSuggestions: ['Café ou thé'],
    tags: ['petit-déjeuner', 'rapide', 'protéines', 'cétogène', 'sans gluten', 'végétarien', 'toute saison'],
  },
  {
    id: 'oeufs-cuits-dans-l-avocat-au-piment-d-espelette',
    title: "Œufs cuits dans l'avocat au piment d'Espelette",
    description:
      "Des demi-avocats évidés et garnis d'un œuf, cuits au four jusqu'à ce que le blanc soit pris : un brunch gourmand, sans céréales ni produit laitier.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 5,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'avocat', quantity: 2, unit: 'pièce', note: 'mûrs mais fermes' },
      { id: 'oeuf', quantity: 4, unit: 'pièce', note: 'petits' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
      { id: 'piment-d-espelette', quantity: 1, unit: 'pincée' },
      { id: 'ciboulette', quantity: 5, unit: 'g' },
    ],
    instructions: [
      {
        time: 4,
        explanation:
          "Préchauffez le four à 200 °C. Coupez les avocats en deux, retirez le noyau et creusez un peu la chair à la cuillère pour agrandir le creux. Calez les demi-avocats dans un plat avec du papier froissé pour qu'ils tiennent droit.",
      },
      { time: 2, explanation: "Cassez un œuf dans chaque creux, en gardant une partie du blanc de côté s'il déborde. Salez et poivrez." },
      {
        time: 15,
        explanation: "Enfournez 12 à 15 minutes, jusqu'à ce que le blanc soit pris et le jaune encore coulant.",
        tips: "Le blanc cuit plus lentement contre l'avocat froid : sortez l'avocat du réfrigérateur 30 minutes avant.",
      },
      { time: 1, explanation: "Parsemez de piment d'Espelette et de ciboulette ciselée, et servez aussitôt." },
    ],
    variantSuggestions: ['Avec des lardons grillés', 'Avec du saumon fumé émietté', 'Avec un peu de parmesan râpé'],
    improvementSuggestions: ["Arrosez d'un filet de jus de citron vert en sortie de four."],
    sideDishSuggestions: ['Tomates cerises', 'Salade de roquette'],
    tags: ['petit-déjeuner', 'brunch', 'cétogène', 'paléo', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  {
    id: 'oeufs-brouilles-au-saumon-fume-et-a-l-aneth',
    title: "Œufs brouillés au saumon fumé et à l'aneth",
    description:
      "Des œufs brouillés onctueux, cuits doucement au beurre puis mêlés de lanières de saumon fumé, d'aneth et d'une touche de crème : le brunch du dimanche.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'saumon-fume', quantity: 120, unit: 'g' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'creme-fraiche-epaisse', quantity: 2, unit: 'c. à soupe' },
      { id: 'aneth', quantity: 5, unit: 'g' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          "Coupez le saumon fumé en lanières et ciselez l'aneth. Battez les œufs à la fourchette avec le poivre, sans saler : le saumon l'est déjà.",
      },
      {
        time: 7,
        explanation:
          "Faites fondre le beurre à feu très doux, versez les œufs et remuez sans cesse à la spatule en raclant le fond, jusqu'à obtenir de petits grumeaux crémeux.",
        tips: 'Retirez du feu quand les œufs sont encore un peu baveux : ils finissent de cuire hors du feu.',
      },
      { time: 2, explanation: "Hors du feu, incorporez la crème, le saumon et l'aneth, et servez aussitôt." },
    ],
    variantSuggestions: ['À la truite fumée', 'À la ciboulette', 'Avec des œufs de saumon'],
    improvementSuggestions: ['Ajoutez un zeste de citron râpé au dernier moment.'],
    sideDishSuggestions: ['Avocat en tranches', 'Salade de jeunes pousses'],
    tags: ['petit-déjeuner', 'brunch', 'rapide', 'cétogène', 'sans gluten', 'poisson', 'toute saison'],
  },
  {
    id: 'muffins-aux-oeufs-epinards-et-chevre',
    title: 'Muffins aux œufs, épinards et chèvre',
    description:
      "Des petits flans aux œufs cuits dans un moule à muffins, garnis d'épinards et de chèvre : à préparer le week-end et à réchauffer le matin.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'pousses-d-epinard', quantity: 80, unit: 'g' },
      { id: 'chevre-buche', quantity: 80, unit: 'g' },
      { id: 'ciboulette', quantity: 5, unit: 'g' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe', note: 'pour le moule' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 4,
        explanation:
          "Préchauffez le four à 180 °C et huilez 8 empreintes d'un moule à muffins. Hachez grossièrement les pousses d'épinard, émiettez le chèvre et ciselez la ciboulette.",
      },
      {
        time: 3,
        explanation:
          'Battez les œufs avec le sel, le poivre et la ciboulette. Répartissez les épinards et le chèvre dans les empreintes, puis versez les œufs battus aux trois quarts.',
      },
      {
        time: 20,
        explanation:
          "Enfournez 18 à 20 minutes, jusqu'à ce que les muffins soient gonflés et pris au centre. Laissez tiédir 5 minutes avant de démouler.",
        tips: 'Ils se gardent 3 jours au réfrigérateur : 30 secondes au micro-ondes suffisent le matin.',
      },
    ],
    variantSuggestions: ['Au jambon et au comté', 'Aux poivrons et à la feta en été', 'Aux champignons et aux lardons'],
    improvementSuggestions: ['Ajoutez une cuillerée de crème fraîche aux œufs pour une texture plus fondante.'],
    sideDishSuggestions: ['Avocat', 'Salade verte'],
    tags: ['petit-déjeuner', 'batch cooking', 'lunchbox', 'cétogène', 'sans gluten', 'végétarien', 'toute saison'],
  },
  {
    id: 'oeufs-au-plat-bacon-et-champignons-poeles',
    title: 'Œufs au plat, bacon et champignons poêlés',
    description:
      "Le petit-déjeuner salé à l'anglaise sans pain ni haricots : bacon grillé, champignons dorés à l'ail et œufs au plat au jaune coulant.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 5,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'bacon', quantity: 8, unit: 'pièce', note: 'tranches' },
      { id: 'champignon-de-paris', quantity: 250, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: "Nettoyez et émincez les champignons, hachez l'ail et le persil." },
      {
        time: 5,
        explanation:
          'Faites griller le bacon à sec dans une grande poêle 2 minutes de chaque côté, puis réservez-le au chaud sur du papier absorbant.',
      },
      {
        time: 6,
        explanation:
          "Dans la graisse du bacon et 1 cuillerée d'huile, faites dorer les champignons 5 minutes à feu vif. Ajoutez l'ail et le persil, salez, poivrez et réservez.",
      },
      {
        time: 5,
        explanation:
          "Ajoutez le reste d'huile dans la poêle, cassez-y les œufs et laissez cuire 3 à 4 minutes à feu moyen, jusqu'à ce que le blanc soit pris. Servez avec le bacon et les champignons.",
        tips: 'Couvrez la poêle 1 minute si vous aimez le dessus du jaune voilé.',
      },
    ],
    variantSuggestions: ['Avec des tomates rôties', 'Avec du jambon de dinde grillé', "Avec des pousses d'épinard"],
    improvementSuggestions: ["Ajoutez une demi-tranche d'avocat par assiette pour un petit-déjeuner plus complet."],
    sideDishSuggestions: ['Avocat', 'Café ou thé'],
    tags: ['petit-déjeuner', 'brunch', 'week-end', 'cétogène', 'sans gluten', 'sans lactose', 'protéines', 'toute saison'],
  },
  {
    id: 'oeufs-brouilles-a-la-piperade',
    title: 'Œufs brouillés à la piperade',
    description:
      "Poivrons, tomates et oignon fondus à l'huile d'olive et au piment d'Espelette, puis liés d'œufs brouillés : le brunch basque d'été, sans pain ni beurre.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'piment-d-espelette', quantity: 2, unit: 'pincée' },
      { id: 'oeuf', quantity: 6, unit: 'pièce' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation: "Épépinez les poivrons et coupez-les en fines lanières. Émincez l'oignon, hachez l'ail et coupez les tomates en dés.",
      },
      {
        time: 10,
        explanation:
          "Faites revenir l'oignon et les poivrons 10 minutes dans l'huile d'olive à feu moyen, en remuant, jusqu'à ce qu'ils soient tendres.",
      },
      {
        time: 10,
        explanation:
          "Ajoutez l'ail, les tomates, le piment d'Espelette et le sel, et laissez compoter 10 minutes à découvert pour évaporer l'eau des tomates.",
      },
      {
        time: 4,
        explanation:
          "Battez les œufs, versez-les sur les légumes à feu doux et remuez doucement 3 à 4 minutes, jusqu'à ce qu'ils soient pris mais encore crémeux. Servez aussitôt.",
        tips: 'La piperade se prépare la veille : il ne reste que les œufs à cuire le matin.',
      },
    ],
    variantSuggestions: ['Avec du jambon cru poêlé', 'Avec des œufs au plat posés sur la piperade', 'Avec du poivron jaune'],
    improvementSuggestions: ['Parsemez de persil plat ciselé au moment de servir.'],
    sideDishSuggestions: ['Salade verte'],
    tags: ['petit-déjeuner', 'brunch', 'été', 'cétogène', 'paléo', 'sans gluten', 'sans lactose', 'végétarien'],
  },
  {
    id: 'oeufs-brouilles-aux-champignons-et-pousses-d-epinard',
    title: "Œufs brouillés aux champignons et pousses d'épinard",
    description:
      "Des champignons dorés à l'ail et des pousses d'épinard fondues, liés d'œufs brouillés à l'huile d'olive : un petit-déjeuner salé, léger et sans produit laitier.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'champignon-de-paris', quantity: 200, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'pousses-d-epinard', quantity: 100, unit: 'g' },
      { id: 'oeuf', quantity: 8, unit: 'pièce' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: "Nettoyez et émincez les champignons, hachez l'ail. Battez les œufs avec le sel et le poivre." },
      {
        time: 5,
        explanation:
          "Faites dorer les champignons 4 minutes à feu vif dans l'huile d'olive, ajoutez l'ail puis les pousses d'épinard et laissez-les tomber 1 minute.",
      },
      {
        time: 4,
        explanation:
          "Baissez le feu, versez les œufs et remuez sans cesse à la spatule pendant 3 à 4 minutes, jusqu'à ce qu'ils soient pris mais encore crémeux. Servez aussitôt.",
        tips: "Égouttez les épinards s'ils ont rendu beaucoup d'eau avant d'ajouter les œufs.",
      },
    ],
    variantSuggestions: ['Avec des tomates cerises', 'Avec des lardons', 'Avec des pleurotes'],
    improvementSuggestions: ["Ajoutez une pincée de piment d'Espelette et quelques feuilles de persil."],
    sideDishSuggestions: ['Avocat en tranches'],
    tags: ['petit-déjeuner', 'rapide', 'cétogène', 'paléo', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  // ───────────── Paléo ─────────────
  {
    id: 'galettes-de-patate-douce-et-oeufs-au-plat',
    title: 'Galettes de patate douce et œufs au plat',
    description:
      "Des galettes croustillantes de patate douce râpée, liées à l'œuf et dorées à l'huile d'olive, coiffées d'un œuf au plat : un brunch d'automne sans céréales ni produit laitier.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'déjeuner'],
    cuisine: 'Américaine',
    complexity: 2,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'patate-douce', quantity: 600, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'oeuf', quantity: 6, unit: 'pièce' },
      { id: 'paprika-fume', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation: "Épluchez et râpez la patate douce et l'oignon. Pressez-les dans un torchon propre pour en retirer le maximum d'eau.",
      },
      { time: 3, explanation: 'Mélangez-les avec 2 œufs battus, le paprika fumé, le sel et le poivre.' },
      {
        time: 12,
        explanation:
          "Faites chauffer 3 cuillerées d'huile dans une grande poêle, déposez 8 petits tas de préparation et aplatissez-les. Faites dorer 5 à 6 minutes de chaque côté à feu moyen.",
        tips: "Ne les retournez que lorsqu'elles sont bien dorées dessous : elles se tiennent mieux.",
      },
      {
        time: 5,
        explanation:
          "Réservez les galettes au chaud, ajoutez le reste d'huile et faites cuire les 4 œufs restants au plat. Servez 2 galettes et 1 œuf par personne, parsemés de persil ciselé.",
      },
    ],
    variantSuggestions: ['Avec des pommes de terre', 'Avec du bacon grillé', 'Avec un avocat écrasé'],
    improvementSuggestions: ['Ajoutez une carotte râpée à la préparation pour plus de couleur.'],
    sideDishSuggestions: ['Avocat en tranches', 'Salade de roquette'],
    tags: ['petit-déjeuner', 'brunch', 'automne', 'hiver', 'paléo', 'sans gluten', 'sans lactose', 'végétarien'],
  },
  {
    id: 'pancakes-a-la-banane-sans-farine',
    title: 'Pancakes à la banane sans farine',
    description:
      "De petits pancakes faits seulement de banane mûre écrasée et d'œufs, parfumés à la cannelle et nappés de miel : sans céréales, sans lait et naturellement sucrés.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 5,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'banane', quantity: 3, unit: 'pièce', note: 'bien mûres' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'huile-de-coco', quantity: 1, unit: 'c. à soupe' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 4,
        explanation:
          "Écrasez les bananes à la fourchette jusqu'à obtenir une purée presque lisse, puis fouettez-les avec les œufs et la cannelle.",
      },
      {
        time: 15,
        explanation:
          "Faites chauffer une poêle légèrement huilée à feu moyen-doux. Versez de petites cuillerées de pâte (8 cm de diamètre au plus) et retournez-les délicatement après 2 minutes, quand le dessous est doré. Laissez cuire 1 minute de l'autre côté.",
        tips: 'Sans farine, la pâte est fragile : faites-les petites et retournez-les avec une spatule fine.',
      },
      { time: 1, explanation: "Servez aussitôt, nappés d'un filet de miel." },
    ],
    variantSuggestions: ['Avec des myrtilles en été', "Avec une cuillerée de poudre d'amande dans la pâte", 'Avec des noix concassées'],
    improvementSuggestions: ["Ajoutez une cuillerée de purée d'amande à la pâte pour des pancakes plus tenus."],
    sideDishSuggestions: ['Fruits rouges', 'Thé'],
    tags: ['petit-déjeuner', 'enfants', 'rapide', 'paléo', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  {
    id: 'salade-de-fruits-d-hiver-aux-noix-et-au-miel',
    title: "Salade de fruits d'hiver aux noix et au miel",
    description:
      "Oranges, clémentines, kiwis et pomme en dés, arrosés d'un sirop minute au miel et au citron et parsemés de noix : la vitamine C de l'hiver au petit-déjeuner.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'orange', quantity: 2, unit: 'pièce' },
      { id: 'clementine', quantity: 4, unit: 'pièce' },
      { id: 'kiwi', quantity: 3, unit: 'pièce' },
      { id: 'pomme', quantity: 1, unit: 'pièce' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'noix', quantity: 40, unit: 'g', note: 'cerneaux' },
      { id: 'menthe', quantity: 5, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Pelez les oranges à vif et détaillez-les en suprêmes au-dessus d'un saladier pour recueillir le jus. Épluchez les clémentines et séparez les quartiers, pelez les kiwis et coupez-les en rondelles.",
      },
      { time: 3, explanation: "Coupez la pomme en petits dés et arrosez-la aussitôt du jus du demi-citron pour qu'elle ne noircisse pas." },
      { time: 3, explanation: "Délayez le miel dans le jus d'orange recueilli, versez sur les fruits et mélangez délicatement." },
      {
        time: 2,
        explanation: 'Concassez les noix, parsemez-les sur la salade avec la menthe ciselée et servez frais.',
        tips: 'Préparée la veille, la salade est encore meilleure : ajoutez les noix au dernier moment.',
      },
    ],
    variantSuggestions: ['Avec du pamplemousse', 'Avec une poire à la place de la pomme', 'Avec des grains de grenade'],
    improvementSuggestions: ['Faites griller les noix 3 minutes à sec pour plus de parfum.'],
    sideDishSuggestions: ['Yaourt nature', 'Œufs à la coque'],
    tags: ['petit-déjeuner', 'fruits', 'sans cuisson', 'hiver', 'paléo', 'sans gluten', 'sans lactose', 'végétarien'],
  },
  {
    id: 'porridge-sans-cereales-coco-amande',
    title: 'Porridge sans céréales coco-amande',
    description:
      "Un porridge chaud et crémeux à base de poudre d'amande, de noix de coco et de graines de lin cuits dans le lait de coco, adouci à la banane et au miel.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 5,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'eau', quantity: 20, unit: 'cl' },
      { id: 'amande-en-poudre', quantity: 80, unit: 'g' },
      { id: 'noix-de-coco-rapee', quantity: 40, unit: 'g' },
      { id: 'graines-de-lin', quantity: 30, unit: 'g', note: 'moulues' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'banane', quantity: 1, unit: 'pièce' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 3, explanation: "Écrasez la moitié de la banane à la fourchette et coupez l'autre moitié en rondelles." },
      {
        time: 7,
        explanation:
          "Portez le lait de coco et l'eau à frémissement, ajoutez la poudre d'amande, la noix de coco, les graines de lin moulues, la cannelle et la banane écrasée. Laissez épaissir 5 minutes à feu doux en remuant.",
        tips: "Les graines de lin moulues font épaissir le porridge : ajoutez un peu d'eau s'il devient trop compact.",
      },
      { time: 2, explanation: "Servez en bols, garni des rondelles de banane et d'un filet de miel." },
    ],
    variantSuggestions: ['Avec des fruits rouges', 'Avec des noisettes concassées', 'Avec une pomme râpée'],
    improvementSuggestions: ["Faites griller la noix de coco à sec avant de l'ajouter pour un goût plus toasté."],
    sideDishSuggestions: ['Thé ou café'],
    tags: ['petit-déjeuner', 'réconfortant', 'paléo', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  {
    id: 'muffins-a-la-banane-et-a-la-poudre-d-amande',
    title: "Muffins à la banane et à la poudre d'amande",
    description:
      "Des muffins moelleux sans farine ni beurre, faits de banane, d'œufs et de poudre d'amande, sucrés au miel et garnis de noix : à emporter le matin.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 22,
    servings: 8,
    ingredients: [
      { id: 'banane', quantity: 3, unit: 'pièce', note: 'bien mûres' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'huile-de-coco', quantity: 3, unit: 'c. à soupe', note: 'fondue, plus un peu pour le moule' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'amande-en-poudre', quantity: 150, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'noix', quantity: 30, unit: 'g' },
    ],
    instructions: [
      { time: 5, explanation: "Préchauffez le four à 180 °C et huilez 8 empreintes d'un moule à muffins. Écrasez les bananes en purée." },
      {
        time: 5,
        explanation:
          "Fouettez les œufs avec la purée de banane, l'huile de coco fondue et le miel, puis incorporez la poudre d'amande et la cannelle.",
      },
      { time: 3, explanation: 'Répartissez la pâte dans les empreintes et parsemez des noix concassées.' },
      {
        time: 22,
        explanation:
          'Enfournez 20 à 22 minutes : une lame plantée au centre doit ressortir sèche. Laissez tiédir 10 minutes avant de démouler.',
        tips: 'Sans levure, ils gonflent peu : remplissez les empreintes presque à ras bord.',
      },
    ],
    variantSuggestions: ['Aux myrtilles', 'Aux noisettes', 'Avec quelques carrés de chocolat noir (hors paléo)'],
    improvementSuggestions: ['Séparez les blancs et montez-les en neige pour des muffins plus aériens.'],
    sideDishSuggestions: ['Fruits frais', 'Thé ou café'],
    tags: ['petit-déjeuner', 'goûter', 'batch cooking', 'paléo', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  // ───────────── Sans gluten, sans lactose, salés ─────────────
  {
    id: 'pancakes-de-sarrasin-aux-myrtilles',
    title: 'Pancakes de sarrasin aux myrtilles',
    description:
      "Des pancakes moelleux à la farine de sarrasin et au lait ribot, piqués de myrtilles et arrosés de sirop d'érable : le goût de noisette du sarrasin, sans gluten.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'farine-de-sarrasin', quantity: 200, unit: 'g' },
      { id: 'bicarbonate', quantity: 1, unit: 'c. à café' },
      { id: 'sucre-en-poudre', quantity: 20, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'lait-ribot', quantity: 30, unit: 'cl' },
      { id: 'beurre-doux', quantity: 30, unit: 'g', note: 'fondu, plus un peu pour la poêle' },
      { id: 'myrtilles-surgelees', quantity: 150, unit: 'g' },
      { id: 'sirop-d-erable', quantity: 4, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 4,
        explanation:
          'Mélangez la farine de sarrasin, le bicarbonate, le sucre et le sel. Fouettez à part les œufs, le lait ribot et le beurre fondu.',
      },
      {
        time: 3,
        explanation:
          "Versez le liquide sur les ingrédients secs et mélangez sans trop travailler la pâte. Laissez reposer 5 minutes : l'acidité du lait ribot fait mousser le bicarbonate.",
      },
      {
        time: 20,
        explanation:
          "Faites chauffer une poêle beurrée à feu moyen, versez une petite louche de pâte et parsemez quelques myrtilles encore surgelées. Retournez quand des bulles apparaissent (2 minutes) et laissez dorer 1 minute de l'autre côté.",
        tips: 'Les myrtilles posées sur la pâte plutôt que mélangées ne la colorent pas en violet.',
      },
      { time: 1, explanation: "Servez en piles, arrosés de sirop d'érable." },
    ],
    variantSuggestions: ['Aux pommes et à la cannelle', 'Avec du lait demi-écrémé et un filet de citron', 'Aux framboises'],
    improvementSuggestions: ['Vérifiez que votre farine de sarrasin porte la mention sans gluten si vous cuisinez pour un cœliaque.'],
    sideDishSuggestions: ['Yaourt grec', 'Fruits frais'],
    tags: ['petit-déjeuner', 'brunch', 'week-end', 'sans gluten', 'végétarien', 'toute saison'],
  },
  {
    id: 'crepes-sans-gluten-a-la-farine-de-riz',
    title: 'Crêpes sans gluten à la farine de riz',
    description:
      "Des crêpes fines et souples à la farine de riz et à la fécule de maïs, préparées au lait de riz : sans gluten ni lactose, à garnir de confiture d'abricot.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'collation', 'dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 6,
    ingredients: [
      { id: 'farine-de-riz', quantity: 200, unit: 'g' },
      { id: 'maizena', quantity: 50, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 20, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'lait-de-riz', quantity: 50, unit: 'cl' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe', note: 'plus un peu pour la poêle' },
      { id: 'confiture-d-abricot', quantity: 8, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Mélangez la farine de riz, la maïzena, le sucre et le sel. Creusez un puits, ajoutez les œufs et l'huile, puis versez le lait de riz petit à petit en fouettant jusqu'à obtenir une pâte lisse et fluide.",
      },
      {
        time: 3,
        explanation: 'Laissez reposer la pâte 15 minutes, puis fouettez-la de nouveau : la farine de riz tombe au fond.',
        tips: 'Remuez la pâte avant chaque crêpe pour la même raison.',
      },
      {
        time: 25,
        explanation:
          'Faites chauffer une poêle à crêpes légèrement huilée, versez une petite louche de pâte en inclinant la poêle pour la répartir et laissez cuire 1 minute de chaque côté.',
      },
      { time: 2, explanation: "Tartinez de confiture d'abricot, pliez en quatre et servez." },
    ],
    variantSuggestions: ["Au lait d'amande", 'Avec du sucre et du citron', "Version salée sans sucre, garnie de jambon et d'œuf"],
    improvementSuggestions: ["Ajoutez une cuillerée d'arôme de fleur d'oranger à la pâte."],
    sideDishSuggestions: ['Fruits frais', 'Jus d’orange pressé'],
    tags: ['petit-déjeuner', 'goûter', 'enfants', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  {
    id: 'porridge-de-quinoa-au-lait-de-coco-et-a-la-mangue',
    title: 'Porridge de quinoa au lait de coco et à la mangue',
    description:
      "Du quinoa cuit doucement dans le lait de coco jusqu'à devenir crémeux, servi avec des dés de mangue, un zeste de citron vert et un filet de miel.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'quinoa', quantity: 160, unit: 'g' },
      { id: 'lait-de-coco', quantity: 40, unit: 'cl' },
      { id: 'eau', quantity: 30, unit: 'cl' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'mangue', quantity: 1, unit: 'pièce' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'miel', quantity: 2, unit: 'c. à soupe' },
      { id: 'noix-de-coco-rapee', quantity: 20, unit: 'g' },
    ],
    instructions: [
      { time: 3, explanation: "Rincez soigneusement le quinoa à l'eau froide dans une passoire fine pour ôter son amertume." },
      {
        time: 20,
        explanation:
          "Mettez-le dans une casserole avec le lait de coco, l'eau et le sel, portez à frémissement et laissez cuire 18 à 20 minutes à feu doux en remuant souvent, jusqu'à ce que les grains soient tendres et la texture crémeuse.",
        tips: "Cuit la veille, il se réchauffe très bien avec un peu d'eau.",
      },
      { time: 5, explanation: 'Pendant ce temps, épluchez la mangue et coupez-la en dés. Râpez le zeste du citron vert.' },
      {
        time: 2,
        explanation: "Servez le porridge en bols, garni de mangue, de zeste de citron vert, d'un filet de miel et de noix de coco râpée.",
      },
    ],
    variantSuggestions: ['Avec de la banane et de la cannelle', 'Avec des fruits rouges', 'Avec du lait de riz pour plus de légèreté'],
    improvementSuggestions: ['Ajoutez un filet de jus de citron vert sur la mangue.'],
    sideDishSuggestions: ['Thé ou café'],
    tags: ['petit-déjeuner', 'exotique', 'sans gluten', 'sans lactose', 'végétarien', 'toute saison'],
  },
  {
    id: 'bagels-au-saumon-fume-et-fromage-frais',
    title: 'Bagels au saumon fumé et fromage frais',
    description:
      "Des bagels toastés tartinés de fromage frais, garnis de saumon fumé, d'oignon rouge, de câpres et d'aneth : le brunch new-yorkais à la maison.",
    dishType: 'Plat froid',
    mealTypes: ['petit-déjeuner', 'déjeuner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 3,
    servings: 4,
    ingredients: [
      { id: 'pain-bagel', quantity: 4, unit: 'pièce' },
      { id: 'fromage-frais-a-tartiner', quantity: 120, unit: 'g' },
      { id: 'saumon-fume', quantity: 160, unit: 'g' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'capres', quantity: 1, unit: 'c. à soupe' },
      { id: 'aneth', quantity: 5, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: "Émincez finement l'oignon rouge, égouttez les câpres et effeuillez l'aneth." },
      { time: 3, explanation: 'Coupez les bagels en deux et faites-les toaster 2 à 3 minutes.' },
      {
        time: 4,
        explanation:
          "Tartinez chaque moitié de fromage frais, garnissez de saumon fumé, d'oignon rouge, de câpres et d'aneth. Arrosez de quelques gouttes de citron, poivrez et refermez.",
        tips: 'Laissez tiédir les bagels 1 minute avant de tartiner : le fromage ne fond pas.',
      },
    ],
    variantSuggestions: ['À la truite fumée', 'Avec des tranches de concombre', 'Avec un œuf poché'],
    improvementSuggestions: ['Mélangez le fromage frais avec un peu de zeste de citron et de ciboulette.'],
    sideDishSuggestions: ['Salade de roquette', 'Jus d’orange pressé'],
    tags: ['petit-déjeuner', 'brunch', 'rapide', 'poisson', 'toute saison'],
  },
  {
    id: 'oeufs-a-la-coque-et-mouillettes-beurrees',
    title: 'Œufs à la coque et mouillettes beurrées',
    description:
      "Le petit-déjeuner français de l'enfance : des œufs cuits 3 minutes pile, au jaune coulant, et de longues mouillettes de baguette grillée au beurre demi-sel.",
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'oeuf', quantity: 8, unit: 'pièce', note: 'extra-frais, à température ambiante' },
      { id: 'baguette', quantity: 1, unit: 'pièce' },
      { id: 'beurre-demi-sel', quantity: 40, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 3,
        explanation: "Portez une casserole d'eau à ébullition. Coupez la baguette en tronçons puis en bâtonnets, et faites-les griller.",
      },
      {
        time: 4,
        explanation: "Plongez délicatement les œufs dans l'eau bouillante à l'aide d'une cuillère et comptez 3 minutes exactement.",
        tips: 'Des œufs sortis du réfrigérateur risquent de se fendre : comptez alors 30 secondes de plus.',
      },
      {
        time: 2,
        explanation:
          'Beurrez les mouillettes chaudes. Posez les œufs dans des coquetiers, décalottez-les, salez et poivrez, et servez aussitôt.',
      },
    ],
    variantSuggestions: [
      'Mouillettes de pain complet',
      'Mouillettes aux asperges vertes au printemps',
      'Avec une pointe de fleur de sel et de ciboulette',
    ],
    improvementSuggestions: ['Choisissez des œufs de catégorie extra, pondus depuis moins de 9 jours.'],
    sideDishSuggestions: ['Jus d’orange pressé', 'Café au lait'],
    tags: ['petit-déjeuner', 'rapide', 'enfants', 'économique', 'végétarien', 'toute saison'],
  },
  {
    id: 'oeufs-royale-au-saumon-fume-sauce-hollandaise',
    title: 'Œufs royale au saumon fumé, sauce hollandaise',
    description:
      'La version au saumon fumé des œufs Bénédicte : pain de campagne grillé, saumon, œuf poché et sauce hollandaise au beurre et au citron, pour un grand brunch.',
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'déjeuner'],
    cuisine: 'Américaine',
    complexity: 3,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'beurre-doux', quantity: 150, unit: 'g' },
      { id: 'jaune-d-oeuf', quantity: 3, unit: 'pièce' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
      { id: 'vinaigre-blanc', quantity: 2, unit: 'c. à soupe' },
      { id: 'oeuf', quantity: 4, unit: 'pièce', note: 'très frais' },
      { id: 'pain-de-campagne', quantity: 4, unit: 'pièce', note: 'tranches' },
      { id: 'saumon-fume', quantity: 120, unit: 'g' },
      { id: 'ciboulette', quantity: 5, unit: 'g' },
    ],
    instructions: [
      { time: 3, explanation: 'Faites fondre le beurre à feu doux et écumez la mousse blanche en surface. Pressez le demi-citron.' },
      {
        time: 8,
        explanation:
          "Au bain-marie frémissant, fouettez les jaunes avec 2 cuillerées d'eau jusqu'à ce qu'ils moussent et épaississent. Hors du feu, versez le beurre fondu en filet sans cesser de fouetter, puis ajoutez le jus de citron, le sel et le poivre. Gardez au chaud sur le bain-marie éteint.",
        tips: "Si la sauce tranche, fouettez-la petit à petit dans une cuillerée d'eau chaude.",
      },
      {
        time: 8,
        explanation:
          "Portez une casserole d'eau à frémissement avec le vinaigre. Cassez chaque œuf dans une tasse, faites-le glisser dans un tourbillon et pochez 3 minutes. Égouttez sur du papier absorbant. Pendant ce temps, faites griller le pain.",
      },
      {
        time: 3,
        explanation:
          'Garnissez chaque tranche de saumon fumé, posez un œuf poché dessus, nappez de sauce hollandaise et parsemez de ciboulette ciselée.',
      },
    ],
    variantSuggestions: ['Œufs Bénédicte au jambon blanc', 'Œufs florentine aux épinards', 'Sur des muffins anglais'],
    improvementSuggestions: ['Passez les œufs nappés 1 minute sous le gril du four pour dorer la sauce.'],
    sideDishSuggestions: ['Salade de jeunes pousses', 'Pommes de terre sautées'],
    tags: ['petit-déjeuner', 'brunch', 'week-end', 'poisson', 'technique', 'toute saison'],
  },
  {
    id: 'rostis-de-pommes-de-terre-au-saumon-fume',
    title: 'Röstis de pommes de terre au saumon fumé',
    description:
      'Des galettes dorées de pommes de terre râpées, garnies de saumon fumé et de crème à la ciboulette : un brunch salé et sans gluten.',
    dishType: 'Plat chaud',
    mealTypes: ['petit-déjeuner', 'déjeuner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 600, unit: 'g', note: 'à chair ferme' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'oeuf', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
      { id: 'huile-de-tournesol', quantity: 4, unit: 'c. à soupe' },
      { id: 'creme-fraiche-epaisse', quantity: 4, unit: 'c. à soupe' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'saumon-fume', quantity: 160, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Épluchez et râpez les pommes de terre et l'oignon, puis pressez-les fortement dans un torchon propre pour les sécher.",
      },
      { time: 3, explanation: "Mélangez avec l'œuf battu, le sel et le poivre. Mélangez à part la crème avec la ciboulette ciselée." },
      {
        time: 18,
        explanation:
          "Faites chauffer l'huile dans une grande poêle, déposez 8 tas de préparation et aplatissez-les en galettes fines. Faites dorer 4 à 5 minutes de chaque côté à feu moyen, en deux fois si besoin.",
        tips: 'Plus les pommes de terre sont sèches, plus les röstis sont croustillants.',
      },
      {
        time: 3,
        explanation: 'Égouttez sur du papier absorbant, garnissez de crème à la ciboulette et de saumon fumé, et servez aussitôt.',
      },
    ],
    variantSuggestions: ['Avec un œuf au plat', 'À la truite fumée', 'Avec du jambon cru et du fromage à raclette'],
    improvementSuggestions: ['Ajoutez un zeste de citron dans la crème.'],
    sideDishSuggestions: ['Salade verte', 'Concombre à l’aneth'],
    tags: ['petit-déjeuner', 'brunch', 'week-end', 'sans gluten', 'poisson', 'toute saison'],
  },
  {
    id: 'yaourt-grec-au-miel-noix-et-figues-roties',
    title: 'Yaourt grec au miel, noix et figues rôties',
    description:
      "Des figues rôties quelques minutes au miel, servies tièdes sur un yaourt grec épais avec des noix : le petit-déjeuner de la fin d'été et de l'automne.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'dessert'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 5,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'figue', quantity: 6, unit: 'pièce' },
      { id: 'miel', quantity: 3, unit: 'c. à soupe' },
      { id: 'cannelle', quantity: 1, unit: 'pincée' },
      { id: 'yaourt-grec', quantity: 500, unit: 'g' },
      { id: 'noix', quantity: 40, unit: 'g', note: 'cerneaux' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          'Préchauffez le four à 200 °C. Coupez les figues en quatre sans les séparer complètement à la base, posez-les dans un petit plat.',
      },
      {
        time: 10,
        explanation:
          "Arrosez-les de 2 cuillerées de miel, saupoudrez de cannelle et enfournez 10 minutes, jusqu'à ce qu'elles soient fondantes et caramélisées.",
      },
      {
        time: 3,
        explanation:
          'Répartissez le yaourt grec dans 4 bols, posez les figues tièdes dessus avec leur jus, parsemez de noix concassées et arrosez du reste de miel.',
      },
    ],
    variantSuggestions: ['Avec des prunes rôties', 'Avec du skyr', 'Avec des pistaches'],
    improvementSuggestions: ["Ajoutez quelques gouttes d'arôme de fleur d'oranger au yaourt."],
    sideDishSuggestions: ['Café ou thé'],
    tags: ['petit-déjeuner', 'fruits', 'automne', 'été', 'sans gluten', 'végétarien'],
  },
  {
    id: 'omelette-soufflee-aux-pommes-caramelisees',
    title: 'Omelette soufflée aux pommes caramélisées',
    description:
      "Des blancs montés en neige et des jaunes sucrés cuits en une omelette gonflée et légère, garnie de pommes caramélisées au beurre et à la cannelle : le brunch sucré d'automne, sans farine.",
    dishType: 'Goûter',
    mealTypes: ['petit-déjeuner', 'dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'pomme', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 40, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'pincée' },
      { id: 'oeuf', quantity: 6, unit: 'pièce' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 4, explanation: 'Épluchez les pommes, retirez le cœur et coupez-les en fines lamelles.' },
      {
        time: 8,
        explanation:
          "Faites-les dorer 6 à 8 minutes dans 20 g de beurre avec 20 g de sucre et la cannelle, jusqu'à ce qu'elles soient tendres et caramélisées. Réservez-les au chaud. Préchauffez le gril du four.",
      },
      {
        time: 5,
        explanation:
          "Séparez les blancs des jaunes. Fouettez les jaunes avec le reste du sucre jusqu'à ce qu'ils blanchissent. Montez les blancs en neige ferme avec le sel, puis incorporez-les délicatement aux jaunes à la spatule.",
        tips: "Soulevez la masse plutôt que de tourner : l'omelette garde tout son volume.",
      },
      {
        time: 6,
        explanation:
          "Faites fondre le reste du beurre dans une grande poêle allant au four, versez l'appareil, lissez et laissez cuire 3 minutes à feu doux, jusqu'à ce que le dessous soit doré. Passez la poêle 2 minutes sous le gril pour prendre le dessus.",
      },
      {
        time: 2,
        explanation: "Garnissez une moitié de pommes caramélisées, repliez l'omelette et servez aussitôt, avant qu'elle ne retombe.",
      },
    ],
    variantSuggestions: ['Avec des poires', 'Flambée au calvados (hors halal)', "Avec de la confiture d'abricot"],
    improvementSuggestions: ["Saupoudrez d'un peu de sucre avant de passer sous le gril pour une fine croûte caramélisée."],
    sideDishSuggestions: ['Café ou thé'],
    tags: ['petit-déjeuner', 'brunch', 'week-end', 'automne', 'hiver', 'sans gluten', 'végétarien'],
  },
  {
    id: 'tartines-au-chevre-frais-radis-et-ciboulette',
    title: 'Tartines au chèvre frais, radis et ciboulette',
    description:
      'Des tartines de pain de campagne grillé tartinées de chèvre frais, couvertes de fines rondelles de radis et de ciboulette : le petit-déjeuner salé du printemps.',
    dishType: 'Plat froid',
    mealTypes: ['petit-déjeuner', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 3,
    servings: 4,
    ingredients: [
      { id: 'pain-de-campagne', quantity: 4, unit: 'pièce', note: 'grandes tranches' },
      { id: 'chevre-frais', quantity: 150, unit: 'g' },
      { id: 'radis', quantity: 150, unit: 'g' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'fleur-de-sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 4,
        explanation: 'Lavez les radis et coupez-les en fines rondelles. Ciselez la ciboulette et mélangez-en la moitié au chèvre frais.',
      },
      { time: 3, explanation: 'Faites griller les tranches de pain.' },
      {
        time: 3,
        explanation:
          "Tartinez-les de chèvre, couvrez de rondelles de radis, arrosez d'un filet d'huile d'olive, parsemez du reste de ciboulette, de fleur de sel et de poivre.",
      },
    ],
    variantSuggestions: ['Au fromage frais', 'Avec du concombre', 'Avec quelques feuilles de menthe'],
    improvementSuggestions: ['Ajoutez un zeste de citron râpé sur le chèvre.'],
    sideDishSuggestions: ['Œufs à la coque', 'Jus de pomme'],
    tags: ['petit-déjeuner', 'printemps', 'rapide', 'végétarien'],
  },
];
