import type { RecipeData } from '../../vocabulary';

// Famous French dishes people ask for by name that the other corpus files did not cook yet.
export const classics: RecipeData[] = [
  {
    id: 'bouillabaisse-marseillaise',
    title: 'Bouillabaisse marseillaise',
    description:
      "Plusieurs poissons de roche cuits dans un bouillon safrané au fenouil, à la tomate et à l'orange, servis avec des croûtons frottés d'ail et de l'aïoli : le grand plat du port de Marseille.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 3,
    prepTime: 40,
    cookTime: 50,
    servings: 6,
    ingredients: [
      { id: 'rouget', quantity: 600, unit: 'g', note: 'en filets, à défaut de rascasse' },
      { id: 'lotte', quantity: 600, unit: 'g', note: 'en tronçons' },
      { id: 'merlan', quantity: 500, unit: 'g', note: 'en filets' },
      { id: 'fumet-de-poisson', quantity: 1.5, unit: 'l' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'poireau', quantity: 1, unit: 'pièce', note: 'le blanc' },
      { id: 'fenouil', quantity: 1, unit: 'pièce' },
      { id: 'tomate', quantity: 4, unit: 'pièce' },
      { id: 'ail', quantity: 4, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 6, unit: 'pièce', note: 'à chair ferme' },
      { id: 'safran', quantity: 0.2, unit: 'g' },
      { id: 'orange', quantity: 1, unit: 'pièce', note: 'le zeste' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'pain-de-campagne', quantity: 12, unit: 'pièce', note: 'tranches grillées' },
      { id: 'aioli', quantity: 150, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 20,
        explanation:
          "Émincez les oignons, le blanc de poireau et le fenouil. Pelez et concassez les tomates, écrasez 3 gousses d'ail, prélevez le zeste d'orange. Épluchez les pommes de terre et coupez-les en rondelles épaisses.",
      },
      {
        time: 10,
        explanation:
          "Dans une grande marmite, faites chauffer 4 cuillerées d'huile d'olive et faites suer les oignons, le poireau et le fenouil 8 minutes sans coloration. Ajoutez les tomates, l'ail et le zeste d'orange.",
      },
      {
        time: 20,
        explanation:
          "Versez le fumet de poisson, ajoutez le safran et les pommes de terre, salez, poivrez et laissez bouillir à gros bouillons 20 minutes : l'huile et le bouillon doivent s'émulsionner.",
        tips: "C'est l'ébullition vive qui lie le bouillon et lui donne son nom : « quand ça bout, on abaisse ».",
      },
      {
        time: 10,
        explanation:
          "Ajoutez d'abord la lotte, la chair la plus ferme, 4 minutes, puis les filets de rouget et de merlan 4 à 5 minutes à petits bouillons, sans remuer pour ne pas les briser.",
      },
      {
        time: 10,
        explanation: "Grillez les tranches de pain, frottez-les avec la dernière gousse d'ail et arrosez-les d'un filet d'huile d'olive.",
      },
      {
        time: 5,
        explanation: "Servez le bouillon brûlant sur les croûtons, puis les poissons et les pommes de terre à part, avec l'aïoli.",
      },
    ],
    variantSuggestions: ['Avec des moules et des gambas', 'Sans pain pour une version sans gluten', 'Avec une rouille au piment'],
    improvementSuggestions: [
      'Demandez à votre poissonnier des poissons de roche entiers (rascasse, grondin, vive) et leurs parures pour faire votre propre fumet.',
    ],
    sideDishSuggestions: ['Salade verte', 'Croûtons aillés', 'Rouille'],
    tags: ['poisson', 'provençal', 'dimanche', 'convivial', 'été'],
  },
  {
    id: 'choucroute-garnie',
    title: 'Choucroute garnie',
    description:
      "La choucroute alsacienne mijotée au vin blanc avec lard fumé, échine, saucisses de Strasbourg et de Morteau et pommes de terre : un plat d'hiver généreux pour toute la tablée.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 120,
    servings: 6,
    ingredients: [
      { id: 'choucroute', quantity: 1.5, unit: 'kg' },
      { id: 'poitrine-fumee', quantity: 400, unit: 'g', note: 'en un morceau' },
      { id: 'porc-echine', quantity: 600, unit: 'g', note: 'fumée de préférence' },
      { id: 'saucisse-de-morteau', quantity: 1, unit: 'pièce' },
      { id: 'saucisse-de-strasbourg', quantity: 6, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 8, unit: 'pièce' },
      { id: 'oignon', quantity: 2, unit: 'pièce' },
      { id: 'saindoux', quantity: 30, unit: 'g' },
      { id: 'vin-blanc', quantity: 50, unit: 'cl', note: "riesling ou sylvaner d'Alsace" },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 3, unit: 'pièce' },
      { id: 'carvi', quantity: 1, unit: 'c. à café' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Rincez la choucroute à l'eau froide dans une passoire, puis pressez-la entre vos mains pour l'égoutter. Émincez les oignons.",
        tips: 'Goûtez-la crue : peu acide, un seul rinçage suffit ; très acide, rincez-la deux fois.',
      },
      {
        time: 10,
        explanation:
          "Dans une grande cocotte, faites fondre le saindoux et faites revenir les oignons 5 minutes. Ajoutez la choucroute en l'aérant, le laurier, les clous de girofle et le carvi, poivrez (sans saler : les viandes le sont déjà).",
      },
      {
        time: 60,
        explanation:
          "Enfouissez la poitrine fumée et l'échine dans la choucroute, versez le vin blanc, couvrez et laissez mijoter 1 heure à feu doux.",
      },
      { time: 5, explanation: 'Épluchez les pommes de terre et piquez la saucisse de Morteau avec une fourchette.' },
      {
        time: 45,
        explanation:
          'Ajoutez la saucisse de Morteau et les pommes de terre posées sur la choucroute, couvrez et poursuivez 40 minutes. Ajoutez les saucisses de Strasbourg les 10 dernières minutes, juste pour les réchauffer.',
      },
      {
        time: 5,
        explanation:
          'Tranchez les viandes et la Morteau, dressez la choucroute sur un grand plat avec les viandes et les pommes de terre par-dessus, et servez avec de la moutarde.',
      },
    ],
    variantSuggestions: ['Choucroute de la mer au poisson', 'Sans alcool avec du bouillon', 'Avec du jarret de porc'],
    improvementSuggestions: [
      'Ajoutez quelques baies de genièvre avec le laurier pour le parfum alsacien.',
      'Comme tous les plats mijotés, elle est meilleure réchauffée le lendemain.',
    ],
    sideDishSuggestions: ['Moutarde forte', 'Raifort râpé'],
    tags: ['hiver', 'alsacien', 'mijoté', 'convivial', 'sans gluten'],
  },
  {
    id: 'coq-au-vin',
    title: 'Coq au vin',
    description:
      'Des morceaux de volaille marinés puis mijotés dans le vin rouge avec lardons, petits oignons et champignons : le classique bourguignon, à la sauce sombre et brillante.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 30,
    cookTime: 120,
    servings: 6,
    ingredients: [
      { id: 'poulet-cuisse', quantity: 6, unit: 'pièce', note: 'ou un coq fermier découpé' },
      { id: 'vin-rouge', quantity: 75, unit: 'cl', note: 'de Bourgogne de préférence' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'bouquet-garni', quantity: 1, unit: 'pièce' },
      { id: 'farine-de-ble', quantity: 2, unit: 'c. à soupe' },
      { id: 'champignon-de-paris', quantity: 250, unit: 'g' },
      { id: 'petit-oignon-blanc', quantity: 12, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les cuisses en deux à la jointure. Émincez l'oignon, coupez les carottes en rondelles, écrasez l'ail. Mettez le tout dans un saladier avec le bouquet garni et le vin rouge.",
        tips: 'Si vous avez le temps, laissez mariner une nuit au réfrigérateur : la chair se parfume à cœur.',
      },
      {
        time: 15,
        explanation:
          "Égouttez la volaille en gardant la marinade et épongez-la. Dans une cocotte, faites dorer les lardons, retirez-les, puis faites dorer les morceaux dans l'huile sur toutes les faces.",
      },
      {
        time: 5,
        explanation:
          'Saupoudrez de farine, mélangez 2 minutes, puis versez la marinade avec ses légumes et remettez les lardons. Salez, poivrez et portez à frémissement.',
      },
      { time: 90, explanation: "Couvrez et laissez mijoter 1 h 30 à feu doux, jusqu'à ce que la chair se détache de l'os." },
      {
        time: 15,
        explanation:
          'Pendant ce temps, faites dorer les petits oignons épluchés et les champignons émincés dans le beurre 10 minutes, puis ajoutez-les à la cocotte pour les 15 dernières minutes.',
      },
      { time: 5, explanation: "Retirez le bouquet garni, rectifiez l'assaisonnement et servez bien chaud." },
    ],
    variantSuggestions: ['Au vin blanc (coq au riesling)', 'Sans alcool avec du bouillon et du jus de raisin', 'Sans gluten'],
    improvementSuggestions: ['Liez la sauce en fin de cuisson avec un carré de chocolat noir pour plus de rondeur.'],
    sideDishSuggestions: ['Tagliatelles fraîches', 'Pommes de terre vapeur', 'Purée maison'],
    tags: ['hiver', 'mijoté', 'dimanche', 'bourguignon'],
  },
  {
    id: 'sole-meuniere',
    title: 'Sole meunière',
    description:
      "Des soles farinées dorées au beurre, arrosées d'un beurre noisette au citron et au persil : le grand classique de la cuisine bourgeoise, prêt en un quart d'heure.",
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'sole', quantity: 4, unit: 'pièce', note: 'vidées et pelées par le poissonnier' },
      { id: 'farine-de-ble', quantity: 40, unit: 'g' },
      { id: 'beurre-doux', quantity: 80, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Ciselez le persil et pressez le citron. Salez et poivrez les soles, passez-les dans la farine et tapotez-les pour ôter l'excédent.",
      },
      {
        time: 10,
        explanation:
          "Dans une grande poêle, faites chauffer l'huile avec 30 g de beurre et faites dorer les soles 4 à 5 minutes de chaque côté, deux par deux, en les arrosant de beurre. Réservez-les au chaud sur les assiettes.",
        tips: "La chair est cuite quand elle se détache de l'arête centrale avec la pointe d'un couteau.",
      },
      {
        time: 4,
        explanation:
          "Essuyez la poêle, faites fondre le reste du beurre jusqu'à ce qu'il blondisse et sente la noisette, ajoutez le jus de citron et le persil.",
      },
      { time: 1, explanation: 'Nappez aussitôt les soles de ce beurre mousseux et servez.' },
    ],
    variantSuggestions: ['Avec des filets de limande', 'Sans lactose avec une huile d’olive citronnée', 'Avec des câpres'],
    improvementSuggestions: ['Clarifiez le beurre de cuisson : il ne brûlera pas et les soles seront plus dorées.'],
    sideDishSuggestions: ['Pommes de terre vapeur', 'Épinards au beurre', 'Haricots verts'],
    tags: ['poisson', 'rapide', 'bistrot', 'toute saison'],
  },
  {
    id: 'lapin-a-la-moutarde',
    title: 'Lapin à la moutarde',
    description:
      'Des morceaux de lapin enrobés de moutarde, dorés puis mijotés au vin blanc avec échalotes et thym, et liés à la crème : le plat du dimanche des familles françaises.',
    dishType: 'Plat chaud',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 60,
    servings: 4,
    ingredients: [
      { id: 'lapin', quantity: 1.2, unit: 'kg', note: 'découpé en morceaux' },
      { id: 'moutarde-de-dijon', quantity: 4, unit: 'c. à soupe' },
      { id: 'moutarde-a-l-ancienne', quantity: 1, unit: 'c. à soupe' },
      { id: 'echalote', quantity: 3, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 2, unit: 'c. à soupe' },
      { id: 'vin-blanc', quantity: 20, unit: 'cl', note: 'sec' },
      { id: 'thym', quantity: 2, unit: 'pièce', note: 'branches' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 20, unit: 'cl' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation: 'Salez et poivrez les morceaux de lapin, puis badigeonnez-les de moutarde de Dijon au pinceau. Émincez les échalotes.',
      },
      {
        time: 12,
        explanation:
          "Dans une cocotte, faites chauffer l'huile et dorez les morceaux sur toutes les faces à feu moyen, sans brûler la moutarde. Ajoutez les échalotes et laissez-les fondre 3 minutes.",
      },
      {
        time: 45,
        explanation:
          'Versez le vin blanc, ajoutez le thym et le laurier, couvrez et laissez mijoter 45 minutes à feu doux en retournant les morceaux à mi-cuisson.',
        tips: "Ajoutez un peu d'eau si la cocotte sèche : le lapin doit toujours baigner à moitié.",
      },
      {
        time: 8,
        explanation:
          "Retirez le thym et le laurier, ajoutez la crème et la moutarde à l'ancienne, mélangez et laissez réduire 5 minutes à découvert. Rectifiez l'assaisonnement et servez.",
      },
    ],
    variantSuggestions: ['Avec des cuisses de poulet', 'Sans alcool avec du bouillon', 'Avec des champignons'],
    improvementSuggestions: ['Faites mariner le lapin à la moutarde une nuit au réfrigérateur : la chair sera plus parfumée.'],
    sideDishSuggestions: ['Tagliatelles fraîches', 'Pommes de terre vapeur', 'Purée maison'],
    tags: ['dimanche', 'mijoté', 'sans gluten', 'toute saison'],
  },
  {
    id: 'raclette',
    title: 'Raclette',
    description:
      "Du fromage à raclette fondu sur des pommes de terre en robe des champs, avec jambon cru, saucisson, cornichons et petits oignons : le repas convivial des soirées d'hiver.",
    dishType: 'Plat chaud',
    mealTypes: ['dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 1.2, unit: 'kg', note: 'à chair ferme' },
      { id: 'raclette', quantity: 800, unit: 'g', note: 'en tranches' },
      { id: 'jambon-cru', quantity: 150, unit: 'g' },
      { id: 'saucisson-sec', quantity: 150, unit: 'g', note: 'en tranches fines' },
      { id: 'jambon-blanc', quantity: 4, unit: 'pièce' },
      { id: 'cornichon', quantity: 100, unit: 'g' },
      { id: 'oignons-grelots-au-vinaigre', quantity: 100, unit: 'g' },
      { id: 'salade-verte', quantity: 1, unit: 'pièce' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 30,
        explanation:
          "Lavez les pommes de terre et faites-les cuire avec leur peau 25 à 30 minutes dans l'eau bouillante salée : la lame d'un couteau doit s'y enfoncer sans résistance.",
      },
      {
        time: 5,
        explanation:
          'Pendant ce temps, disposez la charcuterie sur un plat, les cornichons et les oignons dans des coupelles, lavez et essorez la salade.',
      },
      {
        time: 5,
        explanation:
          "Allumez l'appareil à raclette, servez les pommes de terre dans un panier couvert d'un torchon pour qu'elles restent chaudes, et que chacun fasse fondre son fromage dans un poêlon avant de le verser sur ses pommes de terre, poivré.",
        tips: 'Comptez 200 g de fromage par personne : on en mange toujours plus que prévu.',
      },
    ],
    variantSuggestions: ['Végétarienne avec des légumes grillés', 'Au fromage de chèvre', 'Avec de la viande des Grisons'],
    improvementSuggestions: ['Sortez le fromage du réfrigérateur une heure avant : il fond plus vite et plus régulièrement.'],
    sideDishSuggestions: ['Salade verte', 'Vin blanc de Savoie'],
    tags: ['hiver', 'convivial', 'savoyard', 'sans gluten'],
  },
];
