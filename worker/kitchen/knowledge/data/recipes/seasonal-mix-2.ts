import type { RecipeData } from '../../vocabulary';

// Second half of the seasonal mix: soups and starters, seasonal fruit desserts and goûters,
// and cold dishes that travel well in a lunchbox.
export const seasonalMix2: RecipeData[] = [
  // ───────────── Soupes et veloutés ─────────────
  {
    id: 'veloute-de-topinambours-a-la-noisette',
    title: 'Velouté de topinambours à la noisette',
    description:
      "Un velouté soyeux au goût d'artichaut, fait de topinambours et d'une pomme de terre, servi avec un filet d'huile de noisette et des noisettes grillées concassées.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'topinambour', quantity: 600, unit: 'g' },
      { id: 'pomme-de-terre', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'noisette', quantity: 30, unit: 'g' },
      { id: 'huile-de-noisette', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 12, explanation: "Épluchez les topinambours et la pomme de terre et coupez-les en morceaux. Émincez l'oignon." },
      { time: 5, explanation: "Faites fondre l'oignon 5 min dans l'huile d'olive dans une grande casserole." },
      {
        time: 20,
        explanation: "Ajoutez les légumes et l'eau, salez et laissez cuire 20 min à frémissement, jusqu'à ce qu'ils soient très tendres.",
      },
      { time: 3, explanation: 'Pendant ce temps, faites griller les noisettes à sec 3 min et concassez-les.' },
      {
        time: 4,
        explanation: "Mixez finement, poivrez, et servez avec un filet d'huile de noisette et les noisettes concassées.",
        tips: "Ajoutez un peu d'eau chaude si le velouté est trop épais : le topinambour épaissit beaucoup.",
      },
    ],
    variantSuggestions: ['Avec une cuillère de crème fraîche', 'Avec des lardons grillés', 'Avec moitié panais'],
    improvementSuggestions: ['Une pincée de muscade ou quelques copeaux de champignons crus font un joli contraste.'],
    sideDishSuggestions: ['Pain de campagne grillé'],
    tags: ['hiver', 'vegan', 'sans gluten', 'sans lactose', 'velouté'],
  },
  {
    id: 'soupe-de-panais-a-la-poire-et-au-gingembre',
    title: 'Soupe de panais à la poire et au gingembre',
    description:
      "La douceur du panais et de la poire mixés ensemble, réveillée d'un peu de gingembre frais et de graines de courge grillées : une soupe d'hiver ronde et étonnante.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'panais', quantity: 3, unit: 'pièce' },
      { id: 'poire', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'gingembre', quantity: 10, unit: 'g', note: 'frais' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'graines-de-courge', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Épluchez les panais et la poire et coupez-les en morceaux, en retirant le cœur de la poire. Émincez l'oignon et râpez le gingembre.",
      },
      { time: 5, explanation: "Faites revenir l'oignon et le gingembre 5 min dans l'huile d'olive." },
      { time: 20, explanation: "Ajoutez les panais, la poire et l'eau, salez et laissez cuire 20 min à frémissement." },
      { time: 5, explanation: 'Mixez finement et poivrez. Faites griller les graines de courge à sec 2 min et parsemez-en les bols.' },
    ],
    variantSuggestions: ['Avec une pomme à la place de la poire', 'Avec un trait de lait de coco', 'Avec une pincée de curry'],
    improvementSuggestions: ['Choisissez une poire bien mûre : elle donne toute sa douceur à la soupe.'],
    sideDishSuggestions: ['Tartines de pain de campagne'],
    tags: ['hiver', 'automne', 'vegan', 'sans gluten', 'sans lactose'],
  },
  {
    id: 'veloute-de-chou-fleur-au-curry-et-lait-de-coco',
    title: 'Velouté de chou-fleur au curry et lait de coco',
    description:
      'Un velouté de chou-fleur doux et parfumé au curry, rendu crémeux par un peu de lait de coco et servi avec de la coriandre fraîche : le chou-fleur que tout le monde aime.',
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'chou-fleur', quantity: 1, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-vegetale', quantity: 2, unit: 'c. à soupe' },
      { id: 'curry', quantity: 2, unit: 'c. à café' },
      { id: 'eau', quantity: 80, unit: 'cl' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 8, explanation: "Détaillez le chou-fleur en bouquets, épluchez la pomme de terre et coupez-la en dés. Émincez l'oignon." },
      {
        time: 5,
        explanation: "Faites revenir l'oignon 4 min dans l'huile, ajoutez le curry et remuez 1 min pour qu'il libère ses arômes.",
      },
      { time: 20, explanation: "Ajoutez le chou-fleur, la pomme de terre et l'eau, salez et laissez cuire 20 min." },
      { time: 4, explanation: 'Ajoutez le lait de coco, mixez finement et servez parsemé de coriandre ciselée.' },
    ],
    variantSuggestions: [
      'Avec du curcuma et du gingembre',
      'Avec de la crème à la place du lait de coco',
      'Avec quelques bouquets rôtis au four en garniture',
    ],
    improvementSuggestions: ['Gardez quelques petits bouquets crus, râpés finement sur la soupe, pour le croquant.'],
    sideDishSuggestions: ['Naans', 'Pain de campagne'],
    tags: ['hiver', 'vegan', 'sans gluten', 'sans lactose', 'velouté', 'économique'],
  },
  {
    id: 'veloute-de-betterave-au-raifort',
    title: 'Velouté de betterave au raifort',
    description:
      "Un velouté rubis de betterave crue et de pomme, relevé d'une pointe de raifort et de vinaigre de cidre, parsemé d'aneth : une soupe d'hiver inspirée de l'Europe de l'Est.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'betterave-crue', quantity: 4, unit: 'pièce' },
      { id: 'pomme', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-colza', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'vinaigre-de-cidre', quantity: 1, unit: 'c. à soupe' },
      { id: 'raifort', quantity: 1, unit: 'c. à soupe' },
      { id: 'aneth', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 12, explanation: "Épluchez les betteraves (avec des gants) et la pomme, coupez-les en morceaux. Émincez l'oignon." },
      { time: 5, explanation: "Faites fondre l'oignon 5 min dans l'huile de colza." },
      {
        time: 30,
        explanation:
          "Ajoutez les betteraves, la pomme et l'eau, salez et laissez cuire 30 min, jusqu'à ce que les betteraves soient tendres.",
      },
      {
        time: 4,
        explanation: "Mixez avec le vinaigre et le raifort, poivrez et goûtez. Servez parsemé d'aneth ciselé.",
        tips: 'Le raifort est fort : ajoutez-le cuillère à café par cuillère à café.',
      },
    ],
    variantSuggestions: [
      'Avec de la betterave cuite, prête en 15 minutes',
      'Avec une cuillère de crème aigre',
      'Avec du cumin à la place du raifort',
    ],
    improvementSuggestions: ['Se sert aussi froid, en été, avec des dés de concombre.'],
    sideDishSuggestions: ['Pain de seigle'],
    tags: ['hiver', 'automne', 'vegan', 'sans gluten', 'sans lactose', 'coloré'],
  },
  {
    id: 'veloute-de-brocoli-aux-amandes',
    title: 'Velouté de brocoli aux amandes',
    description:
      "Un velouté d'un vert éclatant, brocoli et pomme de terre mixés à l'ail, servi avec des amandes effilées grillées : simple, rapide et plein de légumes.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'brocoli', quantity: 2, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'amande-effilee', quantity: 30, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Détaillez les brocolis en bouquets, pelez et coupez la tige en dés. Épluchez la pomme de terre et coupez-la en dés. Émincez l'oignon et l'ail.",
      },
      { time: 4, explanation: "Faites fondre l'oignon et l'ail 4 min dans l'huile d'olive." },
      {
        time: 15,
        explanation:
          "Ajoutez la pomme de terre, le brocoli et l'eau bouillante, salez et laissez cuire 15 min, pas plus, pour garder la couleur.",
        tips: 'Une cuisson courte garde au brocoli son vert et son goût frais.',
      },
      { time: 4, explanation: "Faites dorer les amandes à sec 2 min. Mixez la soupe, poivrez et parsemez d'amandes." },
    ],
    variantSuggestions: [
      'Avec un morceau de bleu ou de chèvre fondu dedans',
      'Avec des petits pois surgelés',
      'Avec un trait de jus de citron',
    ],
    improvementSuggestions: ['La tige du brocoli, épluchée, est aussi tendre que les bouquets : ne la jetez pas.'],
    sideDishSuggestions: ['Croûtons à l’ail', 'Pain complet'],
    tags: ['automne', 'vegan', 'sans gluten', 'sans lactose', 'rapide', 'velouté'],
  },
  {
    id: 'potage-aux-fanes-de-radis',
    title: 'Potage aux fanes de radis',
    description:
      'La soupe anti-gaspillage du printemps : les fanes de deux bottes de radis mixées avec des pommes de terre, servie avec quelques rondelles de radis croquants sur le dessus.',
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'radis', quantity: 2, unit: 'pièce', note: 'bottes aux fanes bien vertes' },
      { id: 'pomme-de-terre', quantity: 3, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Coupez les fanes des radis, lavez-les soigneusement dans plusieurs eaux et jetez les feuilles jaunies. Épluchez les pommes de terre et coupez-les en dés, émincez l'oignon.",
      },
      { time: 4, explanation: "Faites fondre l'oignon 4 min dans l'huile d'olive." },
      {
        time: 15,
        explanation: "Ajoutez les pommes de terre et l'eau, salez et laissez cuire 15 min. Ajoutez les fanes les 3 dernières minutes.",
      },
      {
        time: 4,
        explanation:
          "Mixez, poivrez et servez avec quelques radis coupés en fines rondelles sur chaque bol. Gardez les autres radis pour l'apéritif.",
        tips: 'Les fanes cuisent très vite : les ajouter à la fin préserve leur couleur verte.',
      },
    ],
    variantSuggestions: ['Avec une cuillère de crème fraîche', 'Avec des fanes de carottes nouvelles', 'Avec un œuf poché'],
    improvementSuggestions: ["Choisissez des bottes aux fanes bien fraîches et sans taches : c'est le signe de radis du jour."],
    sideDishSuggestions: ['Radis au beurre', 'Tartines de pain de campagne'],
    tags: ['printemps', 'vegan', 'sans gluten', 'sans lactose', 'anti-gaspillage', 'économique'],
  },
  {
    id: 'potage-au-cresson',
    title: 'Potage au cresson',
    description:
      "Le potage vert des bistrots d'autrefois : cresson de fontaine et pommes de terre mixés, poivré et servi bien chaud. Une soupe d'hiver et de début de printemps au goût vif.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'cresson', quantity: 2, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 4, unit: 'pièce' },
      { id: 'poireau', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1.2, unit: 'l' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Lavez le cresson et retirez les plus grosses tiges. Épluchez les pommes de terre et coupez-les en dés, émincez le blanc de poireau.',
      },
      { time: 5, explanation: "Faites fondre le poireau 5 min dans l'huile d'olive, sans coloration." },
      {
        time: 20,
        explanation:
          "Ajoutez les pommes de terre et l'eau, salez et laissez cuire 20 min. Ajoutez le cresson et laissez-le cuire 3 à 4 min, pas plus.",
      },
      {
        time: 3,
        explanation: 'Mixez finement, poivrez généreusement et servez aussitôt.',
        tips: 'Réservez quelques feuilles de cresson crues pour décorer les bols.',
      },
    ],
    variantSuggestions: [
      'Avec une cuillère de crème fraîche, comme à l’ancienne',
      'Avec un œuf mollet dans chaque bol',
      'Avec des épinards mêlés au cresson',
    ],
    improvementSuggestions: ["Rafraîchissez la soupe aussitôt mixée si vous la préparez à l'avance : elle gardera sa couleur verte."],
    sideDishSuggestions: ['Croûtons', 'Pain de campagne'],
    tags: ['hiver', 'printemps', 'vegan', 'sans gluten', 'sans lactose', 'bistrot'],
  },
  {
    id: 'veloute-de-celeri-rave-a-la-pomme',
    title: 'Velouté de céleri-rave à la pomme',
    description:
      "Le céleri-rave mixé avec une pomme acidulée et une pointe de muscade donne un velouté doux, à peine sucré, parfait en entrée des repas d'hiver.",
    dishType: 'Soupe',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'celeri-rave', quantity: 600, unit: 'g' },
      { id: 'pomme-granny-smith', quantity: 1, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Épluchez le céleri-rave et coupez-le en cubes. Épluchez la pomme, retirez le cœur et coupez-la en morceaux. Émincez l'oignon.",
      },
      { time: 5, explanation: "Faites fondre l'oignon 5 min dans l'huile d'olive." },
      { time: 20, explanation: "Ajoutez le céleri, la pomme et l'eau, salez et laissez cuire 20 min." },
      {
        time: 4,
        explanation:
          'Mixez finement avec la muscade, poivrez et servez parsemé de ciboulette ciselée. Gardez quelques allumettes de pomme crue pour décorer si vous le souhaitez.',
      },
    ],
    variantSuggestions: ['Avec des noisettes grillées', 'Avec une cuillère de crème fraîche', 'Avec une poire à la place de la pomme'],
    improvementSuggestions: ["Citronnez le céleri-rave une fois épluché s'il attend : il noircit vite."],
    sideDishSuggestions: ['Pain aux céréales'],
    tags: ['hiver', 'automne', 'vegan', 'sans gluten', 'sans lactose', 'velouté'],
  },
  // ───────────── Entrées et salades ─────────────
  {
    id: 'salade-lyonnaise',
    title: 'Salade lyonnaise',
    description:
      'Frisée croquante, lardons chauds déglacés au vinaigre, croûtons et œuf poché au jaune coulant : la salade des bouchons lyonnais, en entrée ou en plat léger.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'frisee', quantity: 1, unit: 'pièce' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'oeuf', quantity: 4, unit: 'pièce', note: 'très frais' },
      { id: 'croutons', quantity: 60, unit: 'g' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'moutarde-de-dijon', quantity: 1, unit: 'c. à café' },
      { id: 'vinaigre-de-vin', quantity: 3, unit: 'c. à soupe' },
      { id: 'huile-de-tournesol', quantity: 4, unit: 'c. à soupe' },
      { id: 'vinaigre-blanc', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Lavez et essorez la frisée en gardant le cœur jaune et les feuilles tendres. Hachez l'échalote et préparez une vinaigrette avec la moutarde, 2 cuillères de vinaigre de vin, l'huile, le sel et le poivre.",
      },
      { time: 6, explanation: 'Faites dorer les lardons 5 min à sec, puis déglacez avec le reste de vinaigre de vin.' },
      {
        time: 8,
        explanation:
          "Portez une casserole d'eau à frémissement avec le vinaigre blanc. Cassez chaque œuf dans une tasse, faites un tourbillon dans l'eau et glissez-y l'œuf 3 min. Égouttez sur du papier absorbant.",
        tips: 'Des œufs très frais gardent un blanc bien groupé autour du jaune.',
      },
      {
        time: 3,
        explanation:
          "Mélangez la frisée avec la vinaigrette et l'échalote, répartissez dans les assiettes, ajoutez les lardons chauds, les croûtons et un œuf poché.",
      },
    ],
    variantSuggestions: ['Avec des foies de volaille poêlés', 'Avec un œuf mollet, plus facile', 'Avec des croûtons frottés à l’ail'],
    improvementSuggestions: ["Servez les lardons encore chauds : ils font légèrement tomber la frisée, c'est tout le charme de la salade."],
    sideDishSuggestions: ['Pain de campagne'],
    tags: ['hiver', 'automne', 'sans lactose', 'bistrot', 'lyonnais'],
  },
  {
    id: 'salade-de-chou-kale-a-l-orange-et-a-la-grenade',
    title: "Salade de chou kale à l'orange et à la grenade",
    description:
      "Des feuilles de kale massées à la vinaigrette jusqu'à devenir tendres, des suprêmes d'orange, des grains de grenade et des graines de courge : une salade d'hiver vitaminée.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'chou-kale', quantity: 200, unit: 'g' },
      { id: 'orange', quantity: 2, unit: 'pièce' },
      { id: 'grenade', quantity: 1, unit: 'pièce' },
      { id: 'graines-de-courge', quantity: 30, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'jus-de-citron', quantity: 1, unit: 'c. à soupe' },
      { id: 'sirop-d-erable', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Retirez les côtes du chou kale et émincez finement les feuilles.' },
      {
        time: 4,
        explanation:
          "Mélangez l'huile, le jus de citron, le sirop d'érable, le sel et le poivre. Versez sur le kale et massez-le 2 à 3 min avec les mains, jusqu'à ce qu'il ramollisse et fonce.",
        tips: 'Masser le kale casse ses fibres : il devient tendre sans cuisson.',
      },
      {
        time: 8,
        explanation:
          "Pelez les oranges à vif et détachez les suprêmes. Égrenez la grenade au-dessus d'un saladier en tapotant la demi-grenade avec une cuillère.",
      },
      {
        time: 3,
        explanation:
          'Ajoutez les oranges, la grenade et les graines de courge grillées à sec sur le kale, mélangez délicatement et servez.',
      },
    ],
    variantSuggestions: ['Avec de la feta émiettée', 'Avec des pois chiches rôtis pour un plat complet', 'Avec du pamplemousse'],
    improvementSuggestions: ["Elle se garde très bien quelques heures assaisonnée : idéale à préparer à l'avance."],
    sideDishSuggestions: ['Houmous', 'Pain pita'],
    tags: ['hiver', 'vegan', 'sans gluten', 'sans lactose', 'crudités', 'vitaminé'],
  },
  {
    id: 'salade-de-pamplemousse-avocat-et-coriandre',
    title: 'Salade de pamplemousse, avocat et coriandre',
    description:
      "Des suprêmes de pamplemousse rose et des tranches d'avocat fondant, un peu d'oignon rouge, de la coriandre et du citron vert : une entrée fraîche et acidulée pour la fin de l'hiver.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'pamplemousse', quantity: 2, unit: 'pièce', note: 'roses' },
      { id: 'avocat', quantity: 2, unit: 'pièce', note: 'mûrs' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'jus-de-citron-vert', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'piment-d-espelette', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Pelez les pamplemousses à vif avec un couteau bien aiguisé et prélevez les suprêmes entre les membranes, au-dessus d'un bol pour récupérer le jus.",
        tips: 'Pressez ensuite les membranes vides : leur jus servira dans la vinaigrette.',
      },
      {
        time: 4,
        explanation: "Coupez les avocats en tranches et arrosez-les aussitôt de jus de citron vert. Émincez très finement l'oignon rouge.",
      },
      {
        time: 3,
        explanation:
          "Mélangez 2 cuillères de jus de pamplemousse, l'huile, le sel et le piment d'Espelette. Disposez pamplemousse, avocat et oignon dans les assiettes, arrosez de vinaigrette et parsemez de coriandre.",
      },
    ],
    variantSuggestions: ['Avec des crevettes décortiquées', 'Avec de l’orange sanguine', 'Avec des graines de sésame grillées'],
    improvementSuggestions: ["Préparez-la au dernier moment : l'avocat noircit à l'air."],
    sideDishSuggestions: ['Pain de campagne grillé'],
    tags: ['hiver', 'printemps', 'vegan', 'sans gluten', 'sans lactose', 'rapide', 'vitaminé'],
  },
  {
    id: 'asperges-blanches-a-la-flamande',
    title: 'Asperges blanches à la flamande',
    description:
      "Des asperges blanches tendres nappées d'un beurre fondu mêlé d'œufs durs écrasés, de persil et de muscade : l'entrée de printemps des Flandres, simple et généreuse.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'asperge-blanche', quantity: 20, unit: 'pièce' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 80, unit: 'g' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'muscade', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation: 'Épluchez les asperges avec un économe de la pointe vers la base, sans toucher la tête, et coupez 2 cm à la base.',
        tips: "Les asperges blanches s'épluchent généreusement : une peau oubliée reste fibreuse après cuisson.",
      },
      {
        time: 12,
        explanation:
          "Faites cuire les œufs 10 min à l'eau bouillante. En même temps, faites cuire les asperges 12 à 15 min à l'eau bouillante salée, jusqu'à ce que la pointe d'un couteau s'y enfonce facilement.",
      },
      {
        time: 5,
        explanation:
          'Écalez les œufs et écrasez-les à la fourchette. Faites fondre le beurre, ajoutez les œufs, le persil haché, la muscade, le sel et le poivre.',
      },
      { time: 2, explanation: 'Égouttez les asperges sur un linge, disposez-les dans les assiettes et nappez de sauce flamande chaude.' },
    ],
    variantSuggestions: ['Avec des asperges vertes, cuites 5 minutes', 'Avec une tranche de jambon cru', 'Avec une sauce mousseline'],
    improvementSuggestions: ["Ficelez les asperges en botte pour les cuire : elles se retirent de l'eau sans se casser."],
    sideDishSuggestions: ['Pain de campagne'],
    tags: ['printemps', 'végétarien', 'sans gluten', 'flamand'],
  },
  {
    id: 'salade-de-radis-petits-pois-et-feta-a-la-menthe',
    title: 'Salade de radis, petits pois et feta à la menthe',
    description:
      'Des petits pois frais juste blanchis, des radis croquants en rondelles, de la feta émiettée et beaucoup de menthe, assaisonnés au citron : la salade du marché de mai.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 3,
    servings: 4,
    ingredients: [
      { id: 'petit-pois', quantity: 300, unit: 'g', note: 'écossés' },
      { id: 'radis', quantity: 1, unit: 'pièce', note: 'botte' },
      { id: 'feta', quantity: 150, unit: 'g' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'jus-de-citron', quantity: 1, unit: 'c. à soupe' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Écossez les petits pois si besoin. Plongez-les 2 à 3 min dans l'eau bouillante, puis dans l'eau glacée, et égouttez-les.",
      },
      { time: 6, explanation: 'Lavez les radis et coupez-les en fines rondelles. Émiettez la feta et ciselez la menthe.' },
      {
        time: 4,
        explanation:
          "Mélangez l'huile, le jus de citron et le poivre, versez sur les petits pois et les radis, ajoutez la feta et la menthe et mélangez délicatement.",
        tips: 'Pas de sel : la feta assaisonne suffisamment.',
      },
    ],
    variantSuggestions: ['Avec des fèves écossées', 'Avec des pois gourmands crus émincés', 'Avec du chèvre frais à la place de la feta'],
    improvementSuggestions: ['Les petits pois très frais et petits peuvent se manger crus : goûtez avant de les blanchir.'],
    sideDishSuggestions: ['Pain pita'],
    tags: ['printemps', 'végétarien', 'sans gluten', 'crudités', 'rapide'],
  },
  {
    id: 'salade-d-endives-a-l-orange-et-aux-noix',
    title: "Salade d'endives à l'orange et aux noix",
    description:
      "Des feuilles d'endives croquantes, des suprêmes d'orange et des cerneaux de noix, liés par une vinaigrette à l'huile de noix : l'entrée d'hiver fraîche et sans cuisson.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'endive', quantity: 4, unit: 'pièce' },
      { id: 'orange', quantity: 2, unit: 'pièce' },
      { id: 'noix', quantity: 12, unit: 'pièce', note: 'cerneaux' },
      { id: 'huile-de-noix', quantity: 2, unit: 'c. à soupe' },
      { id: 'vinaigre-de-cidre', quantity: 1, unit: 'c. à soupe' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Retirez le cône amer à la base des endives, effeuillez-les et coupez les feuilles en tronçons.' },
      { time: 6, explanation: "Pelez les oranges à vif et prélevez les suprêmes, en récupérant le jus au-dessus d'un bol." },
      {
        time: 4,
        explanation:
          "Mélangez 2 cuillères de jus d'orange, le vinaigre, l'huile de noix, le sel et le poivre. Assaisonnez les endives, ajoutez les suprêmes, les noix concassées et la ciboulette ciselée.",
      },
    ],
    variantSuggestions: ['Avec du roquefort émietté', 'Avec de la pomme en lamelles', 'Avec de la mâche'],
    improvementSuggestions: ["Assaisonnez au dernier moment : l'endive rend de l'eau et perd son croquant."],
    sideDishSuggestions: ['Pain aux noix'],
    tags: ['hiver', 'vegan', 'sans gluten', 'sans lactose', 'crudités', 'rapide'],
  },
  {
    id: 'salade-de-mache-magret-fume-et-poire',
    title: 'Salade de mâche, magret fumé et poire',
    description:
      "De la mâche, des lamelles de poire, des tranches de magret fumé et des noisettes grillées, à la vinaigrette balsamique : une entrée de fête d'hiver prête en un quart d'heure.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 3,
    servings: 4,
    ingredients: [
      { id: 'mache', quantity: 150, unit: 'g' },
      { id: 'poire', quantity: 2, unit: 'pièce' },
      { id: 'magret-fume', quantity: 100, unit: 'g', note: 'en tranches' },
      { id: 'noisette', quantity: 30, unit: 'g' },
      { id: 'huile-de-noisette', quantity: 2, unit: 'c. à soupe' },
      { id: 'vinaigre-balsamique', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Lavez et essorez délicatement la mâche. Faites griller les noisettes à sec 3 min et concassez-les.' },
      {
        time: 5,
        explanation: 'Retirez le gras des tranches de magret si vous le souhaitez. Coupez les poires en fines lamelles au dernier moment.',
      },
      {
        time: 5,
        explanation:
          "Mélangez le vinaigre, le sel, le poivre et l'huile de noisette. Assaisonnez la mâche, répartissez-la dans les assiettes avec la poire, le magret et les noisettes.",
      },
    ],
    variantSuggestions: ['Avec des figues en automne', 'Avec des copeaux de comté', 'Avec du jambon cru'],
    improvementSuggestions: ['Faites revenir les tranches de magret 30 secondes à la poêle : elles deviennent croustillantes.'],
    sideDishSuggestions: ['Pain aux noix', 'Toasts de pain de campagne'],
    tags: ['hiver', 'automne', 'sans gluten', 'sans lactose', 'fête', 'rapide'],
  },
  // ───────────── Desserts et goûters aux fruits de saison ─────────────
  {
    id: 'poires-pochees-au-vin-rouge-et-aux-epices',
    title: 'Poires pochées au vin rouge et aux épices',
    description:
      "Des poires entières pochées dans un vin rouge sucré à la cannelle, à l'anis étoilé et au zeste de citron, servies dans leur sirop réduit : un dessert d'hiver élégant et sans matière grasse.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'poire', quantity: 6, unit: 'pièce', note: 'fermes, type conférence' },
      { id: 'vin-rouge', quantity: 75, unit: 'cl' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'baton-de-cannelle', quantity: 1, unit: 'pièce' },
      { id: 'anis-etoile', quantity: 2, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 2, unit: 'pièce' },
      { id: 'zeste-de-citron', quantity: 2, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Dans une casserole juste assez grande pour les poires, portez à ébullition le vin rouge, le sucre, le bâton de cannelle, l'anis étoilé, les clous de girofle et les deux zestes de citron.",
      },
      {
        time: 10,
        explanation: "Épluchez les poires en gardant la queue, et coupez une fine tranche à la base pour qu'elles tiennent debout.",
      },
      {
        time: 25,
        explanation:
          "Plongez les poires dans le vin frémissant, couvrez d'un disque de papier cuisson et laissez pocher 25 min en les retournant de temps en temps, jusqu'à ce qu'une lame les traverse facilement.",
      },
      {
        time: 15,
        explanation:
          "Retirez les poires et faites réduire le vin à feu vif 15 min, jusqu'à ce qu'il devienne sirupeux. Servez les poires tièdes ou froides nappées de sirop.",
        tips: "Préparées la veille et laissées dans le vin, elles prennent une couleur rubis jusqu'au cœur.",
      },
    ],
    variantSuggestions: ['Au vin blanc et à la vanille', 'Avec une boule de glace vanille', 'Avec des coings, pochés 1 heure'],
    improvementSuggestions: ['Ajoutez quelques grains de poivre noir au vin pour une note épicée.'],
    sideDishSuggestions: ['Sablés bretons', 'Crème fouettée'],
    tags: ['hiver', 'automne', 'vegan', 'sans gluten', 'sans lactose', 'fête', 'alcool'],
  },
  {
    id: 'coings-poches-au-sirop-vanille',
    title: 'Coings pochés au sirop vanillé',
    description:
      "Des quartiers de coing cuits lentement dans un sirop à la vanille jusqu'à devenir fondants et roses : le fruit oublié de l'automne, parfumé comme nul autre.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 60,
    servings: 6,
    ingredients: [
      { id: 'coing', quantity: 3, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 5, explanation: 'Frottez les coings avec un torchon pour retirer leur duvet.' },
      {
        time: 15,
        explanation:
          "Épluchez-les, coupez-les en quartiers et retirez le cœur dur. Plongez les quartiers au fur et à mesure dans l'eau additionnée du jus de citron.",
        tips: 'Le coing est très dur cru : utilisez un grand couteau bien aiguisé et une planche stable.',
      },
      {
        time: 60,
        explanation:
          "Ajoutez le sucre et la gousse de vanille fendue et grattée, portez à ébullition puis laissez frémir 1 heure à couvert, jusqu'à ce que les quartiers soient tendres et rosés.",
      },
      { time: 5, explanation: 'Laissez tiédir dans le sirop et servez tiède ou froid avec un peu de sirop.' },
    ],
    variantSuggestions: ['Avec un bâton de cannelle', 'Mêlés à une compote de pommes', 'Servis sur un riz au lait'],
    improvementSuggestions: ['Faites cuire les pelures et les cœurs dans le sirop restant : filtré, il donne une gelée de coing.'],
    sideDishSuggestions: ['Yaourt nature', 'Fromage blanc'],
    tags: ['automne', 'vegan', 'sans gluten', 'sans lactose', 'fruit oublié'],
  },
  {
    id: 'tarte-bourdaloue-aux-poires',
    title: 'Tarte Bourdaloue aux poires',
    description:
      "La tarte de pâtissier à la portée de tous : des demi-poires pochées posées sur une crème d'amande dans une pâte sablée, dorées au four et parsemées d'amandes effilées.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 50,
    servings: 8,
    ingredients: [
      { id: 'pate-sablee', quantity: 1, unit: 'pièce' },
      { id: 'poire', quantity: 4, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 180, unit: 'g', note: '100 g pour le sirop, 80 g pour la crème' },
      { id: 'eau', quantity: 50, unit: 'cl' },
      { id: 'beurre-doux', quantity: 80, unit: 'g', note: 'mou' },
      { id: 'amande-en-poudre', quantity: 100, unit: 'g' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'amande-effilee', quantity: 20, unit: 'g' },
    ],
    instructions: [
      { time: 10, explanation: "Épluchez les poires, coupez-les en deux et retirez le cœur. Portez l'eau et 100 g de sucre à ébullition." },
      {
        time: 15,
        explanation: 'Pochez les demi-poires 12 à 15 min dans le sirop frémissant, puis égouttez-les bien sur du papier absorbant.',
      },
      {
        time: 10,
        explanation:
          "Préchauffez le four à 180 °C. Fouettez le beurre mou avec 80 g de sucre, ajoutez les œufs un à un puis la poudre d'amande : la crème d'amande est prête.",
      },
      {
        time: 5,
        explanation:
          "Foncez un moule avec la pâte sablée, piquez le fond, étalez la crème d'amande et disposez les demi-poires émincées en éventail, côté bombé vers le haut. Parsemez d'amandes effilées.",
      },
      { time: 35, explanation: "Enfournez 35 min, jusqu'à ce que la crème soit gonflée et dorée. Laissez refroidir avant de démouler." },
    ],
    variantSuggestions: ['Avec des poires au sirop pour gagner du temps', 'Avec des abricots en été', 'Avec une pâte brisée'],
    improvementSuggestions: ["Nappez la tarte tiède d'une cuillère de sirop de pochage réduit : elle brillera comme en pâtisserie."],
    sideDishSuggestions: ['Crème anglaise', 'Boule de glace vanille'],
    tags: ['automne', 'hiver', 'végétarien', 'pâtisserie', 'fête'],
  },
  {
    id: 'tarte-a-la-rhubarbe-a-l-alsacienne',
    title: "Tarte à la rhubarbe à l'alsacienne",
    description:
      'Des tronçons de rhubarbe acidulée sur une pâte brisée, noyés dans une crème aux œufs vanillée qui dore au four : la tarte de printemps des pâtisseries alsaciennes.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 45,
    servings: 8,
    ingredients: [
      { id: 'pate-brisee', quantity: 1, unit: 'pièce' },
      { id: 'rhubarbe', quantity: 500, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 120, unit: 'g' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 150, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Épluchez les tiges de rhubarbe en tirant les fils et coupez-les en tronçons de 2 cm. Mélangez-les avec 40 g de sucre et laissez dégorger 30 min si vous avez le temps, puis égouttez.',
      },
      {
        time: 5,
        explanation: 'Préchauffez le four à 200 °C. Foncez un moule avec la pâte brisée, piquez le fond et répartissez la rhubarbe.',
      },
      { time: 15, explanation: 'Enfournez 15 min, le temps que la rhubarbe rende son jus et que la pâte commence à cuire.' },
      { time: 5, explanation: 'Fouettez les œufs avec le reste du sucre, le sucre vanillé et la crème, versez sur la rhubarbe.' },
      {
        time: 30,
        explanation:
          "Baissez le four à 180 °C et poursuivez la cuisson 30 min, jusqu'à ce que la crème soit prise et dorée. Servez tiède ou froide.",
      },
    ],
    variantSuggestions: [
      'Meringuée, avec les blancs montés en neige sur le dessus',
      'Avec quelques fraises ajoutées à la sortie du four',
      'Avec une pâte sablée',
    ],
    improvementSuggestions: [
      "Saupoudrez le fond de tarte d'une cuillère de poudre d'amande : elle absorbe le jus et garde la pâte croustillante.",
    ],
    sideDishSuggestions: ['Crème fouettée'],
    tags: ['printemps', 'végétarien', 'alsacien', 'tarte'],
  },
  {
    id: 'compote-de-rhubarbe-aux-fraises',
    title: 'Compote de rhubarbe aux fraises',
    description:
      'La rhubarbe fondue avec un peu de sucre puis mêlée aux premières fraises en fin de cuisson : une compote acidulée et rose, en dessert ou au goûter avec un yaourt.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'rhubarbe', quantity: 500, unit: 'g' },
      { id: 'fraise', quantity: 250, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 80, unit: 'g' },
      { id: 'eau', quantity: 5, unit: 'cl' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 10,
        explanation: 'Épluchez la rhubarbe en tirant les fils et coupez-la en tronçons. Lavez, équeutez et coupez les fraises en quatre.',
      },
      {
        time: 12,
        explanation:
          "Faites cuire la rhubarbe avec le sucre, le sucre vanillé et l'eau 12 min à feu doux, en remuant, jusqu'à ce qu'elle se défasse.",
      },
      { time: 3, explanation: "Ajoutez les fraises et laissez cuire 3 min, juste pour qu'elles tiédissent sans se défaire." },
      {
        time: 2,
        explanation: 'Laissez refroidir et servez frais.',
        tips: 'Goûtez avant de servir : la rhubarbe varie beaucoup en acidité, ajoutez un peu de sucre si besoin.',
      },
    ],
    variantSuggestions: [
      'Avec une pomme à la place des fraises',
      'Avec du gingembre frais râpé',
      'En crumble, recouverte de pâte sablée émiettée',
    ],
    improvementSuggestions: ['Servez-la sur un yaourt de soja ou un fromage blanc avec quelques amandes grillées.'],
    sideDishSuggestions: ['Yaourt nature', 'Sablés bretons'],
    tags: ['printemps', 'vegan', 'sans gluten', 'sans lactose', 'goûter', 'rapide'],
  },
  {
    id: 'soupe-de-fraises-a-la-menthe',
    title: 'Soupe de fraises à la menthe',
    description:
      "Des fraises de saison macérées avec un peu de sucre, de citron et de menthe fraîche jusqu'à rendre un jus parfumé : le dessert le plus simple du printemps, servi bien frais.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'fraise', quantity: 600, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 40, unit: 'g' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'eau', quantity: 10, unit: 'cl' },
    ],
    instructions: [
      { time: 8, explanation: 'Lavez rapidement les fraises avant de les équeuter, puis coupez-les en deux ou en quatre.' },
      { time: 4, explanation: "Mixez un quart des fraises avec le sucre, le jus de citron et l'eau pour obtenir un coulis." },
      {
        time: 3,
        explanation:
          'Versez le coulis sur le reste des fraises, ajoutez la menthe ciselée, mélangez et réservez au frais au moins 30 min avant de servir.',
        tips: 'Ciselez la menthe au dernier moment : elle noircit vite une fois coupée.',
      },
    ],
    variantSuggestions: [
      'Avec du basilic à la place de la menthe',
      'Avec un trait de vinaigre balsamique',
      'Avec une boule de sorbet citron',
    ],
    improvementSuggestions: ["Lavez les fraises avant de les équeuter : elles ne se gorgent pas d'eau."],
    sideDishSuggestions: ['Sablés bretons', 'Madeleines'],
    tags: ['printemps', 'vegan', 'sans gluten', 'sans lactose', 'rapide', 'frais'],
  },
  {
    id: 'abricots-rotis-au-romarin-et-aux-amandes',
    title: 'Abricots rôtis au romarin et aux amandes',
    description:
      "Des demi-abricots rôtis au four avec du sirop d'érable et une branche de romarin, parsemés d'amandes effilées dorées : un dessert d'été de dix minutes de préparation.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'abricot', quantity: 12, unit: 'pièce' },
      { id: 'sirop-d-erable', quantity: 3, unit: 'c. à soupe' },
      { id: 'jus-de-citron', quantity: 1, unit: 'c. à soupe' },
      { id: 'romarin', quantity: 1, unit: 'pièce' },
      { id: 'amande-effilee', quantity: 30, unit: 'g' },
    ],
    instructions: [
      { time: 5, explanation: 'Préchauffez le four à 190 °C. Lavez les abricots, coupez-les en deux et retirez les noyaux.' },
      {
        time: 5,
        explanation:
          "Rangez-les côté bombé en dessous dans un plat, arrosez de sirop d'érable et de jus de citron et ajoutez la branche de romarin effeuillée.",
      },
      {
        time: 20,
        explanation:
          "Enfournez 20 min, en parsemant d'amandes effilées les 5 dernières minutes, jusqu'à ce que les abricots soient fondants et le jus sirupeux.",
        tips: 'Des abricots juste mûrs se tiennent mieux à la cuisson que des fruits trop mous.',
      },
    ],
    variantSuggestions: ['Avec du miel et du thym', 'Avec des pêches ou des prunes', 'Avec une boule de glace vanille'],
    improvementSuggestions: ['Servez-les tièdes avec leur jus sur un yaourt de soja ou un fromage blanc.'],
    sideDishSuggestions: ['Sorbet', 'Yaourt nature'],
    tags: ['été', 'vegan', 'sans gluten', 'sans lactose', 'rapide'],
  },
  {
    id: 'tarte-aux-prunes',
    title: 'Tarte aux prunes',
    description:
      "Des prunes coupées en deux serrées sur une pâte brisée saupoudrée de poudre d'amande, qui boit leur jus pendant la cuisson : la tarte de fin d'été de toutes les grand-mères.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 8,
    ingredients: [
      { id: 'pate-brisee', quantity: 1, unit: 'pièce' },
      { id: 'prune', quantity: 900, unit: 'g', note: 'quetsches de préférence' },
      { id: 'amande-en-poudre', quantity: 40, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 12, explanation: 'Préchauffez le four à 200 °C. Lavez les prunes, ouvrez-les en deux et retirez les noyaux.' },
      {
        time: 3,
        explanation: "Foncez un moule avec la pâte brisée, piquez le fond et saupoudrez de poudre d'amande mélangée à 20 g de sucre.",
      },
      {
        time: 5,
        explanation: 'Disposez les prunes en cercles serrés, peau contre la pâte et presque debout, en les faisant se chevaucher.',
      },
      {
        time: 40,
        explanation: 'Enfournez 40 min. Saupoudrez du reste de sucre mélangé à la cannelle à la sortie du four et laissez tiédir.',
        tips: 'Sucrez après la cuisson : les prunes rendent moins de jus et la pâte reste croustillante.',
      },
    ],
    variantSuggestions: ['Avec des mirabelles', 'Avec des abricots', 'Avec une pâte sablée'],
    improvementSuggestions: ['Servez-la tiède avec une cuillère de crème fraîche épaisse.'],
    sideDishSuggestions: ['Crème fraîche', 'Glace vanille'],
    tags: ['été', 'automne', 'végétarien', 'tarte', 'familial'],
  },
  {
    id: 'tarte-fine-aux-figues-et-au-miel',
    title: 'Tarte fine aux figues et au miel',
    description:
      "Des figues fraîches en quartiers sur une pâte feuilletée croustillante, arrosées de miel et parfumées au thym : une tarte d'automne en 10 minutes de préparation.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 10,
    cookTime: 25,
    servings: 6,
    ingredients: [
      { id: 'pate-feuilletee', quantity: 1, unit: 'pièce' },
      { id: 'figue', quantity: 10, unit: 'pièce' },
      { id: 'amande-en-poudre', quantity: 30, unit: 'g' },
      { id: 'miel', quantity: 3, unit: 'c. à soupe' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          'Préchauffez le four à 200 °C. Déroulez la pâte feuilletée sur une plaque recouverte de papier cuisson et piquez-la en laissant un bord de 2 cm.',
      },
      {
        time: 5,
        explanation:
          "Saupoudrez de poudre d'amande, coupez les figues en quatre et disposez-les serrées sur la pâte, puis arrosez de 2 cuillères de miel et effeuillez le thym.",
      },
      {
        time: 25,
        explanation: "Enfournez 25 min, jusqu'à ce que la pâte soit dorée et gonflée. Arrosez du reste de miel à la sortie du four.",
        tips: 'Des figues bien mûres mais fermes caramélisent sans rendre trop de jus.',
      },
    ],
    variantSuggestions: ['Avec des noix concassées', 'Avec des prunes', 'Version salée avec du chèvre, en entrée'],
    improvementSuggestions: ['Servez-la tiède avec une cuillère de fromage blanc ou de mascarpone.'],
    sideDishSuggestions: ['Fromage blanc', 'Glace vanille'],
    tags: ['automne', 'végétarien', 'tarte', 'rapide'],
  },
  {
    id: 'gateau-moelleux-aux-raisins-frais',
    title: 'Gâteau moelleux aux raisins frais',
    description:
      'Un gâteau au beurre très moelleux, parfumé au citron et constellé de grains de raisin qui éclatent à la cuisson : le goûter des vendanges.',
    dishType: 'Goûter',
    mealTypes: ['collation', 'dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 8,
    ingredients: [
      { id: 'raisin', quantity: 300, unit: 'g', note: 'sans pépins' },
      { id: 'farine-de-ble', quantity: 150, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 120, unit: 'g' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 100, unit: 'g', note: 'fondu' },
      { id: 'levure-chimique', quantity: 1, unit: 'pièce' },
      { id: 'zeste-de-citron', quantity: 1, unit: 'pièce' },
      { id: 'sucre-glace', quantity: 10, unit: 'g' },
    ],
    instructions: [
      {
        time: 5,
        explanation: 'Préchauffez le four à 180 °C. Beurrez et farinez un moule de 24 cm. Lavez et égrenez le raisin, séchez-le bien.',
      },
      {
        time: 10,
        explanation:
          "Fouettez les œufs et le sucre jusqu'à ce que le mélange blanchisse, ajoutez le beurre fondu et le zeste de citron, puis la farine mélangée à la levure.",
      },
      {
        time: 5,
        explanation: 'Versez la pâte dans le moule et parsemez de grains de raisin en les enfonçant à peine.',
        tips: 'Roulez les grains dans un peu de farine : ils ne tomberont pas tous au fond.',
      },
      {
        time: 40,
        explanation:
          "Enfournez 40 min, jusqu'à ce que la lame d'un couteau ressorte sèche. Laissez tiédir, démoulez et saupoudrez de sucre glace.",
      },
    ],
    variantSuggestions: [
      'Avec du raisin noir',
      'Avec des myrtilles en été',
      'Avec de la poudre d’amande à la place d’un tiers de la farine',
    ],
    improvementSuggestions: ["Un raisin muscat parfume le gâteau bien plus qu'un raisin de table neutre."],
    sideDishSuggestions: ['Verre de lait', 'Compote'],
    tags: ['automne', 'végétarien', 'goûter', 'gâteau'],
  },
  {
    id: 'gateau-invisible-aux-pommes',
    title: 'Gâteau invisible aux pommes',
    description:
      "De très fines tranches de pommes superposées et liées par une petite pâte à crêpe vanillée : à la découpe, on ne voit que des couches de pommes fondantes, d'où son nom.",
    dishType: 'Goûter',
    mealTypes: ['collation', 'dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 50,
    servings: 8,
    ingredients: [
      { id: 'pomme', quantity: 6, unit: 'pièce' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 15, unit: 'cl' },
      { id: 'farine-de-ble', quantity: 80, unit: 'g' },
      { id: 'beurre-doux', quantity: 30, unit: 'g', note: 'fondu' },
    ],
    instructions: [
      { time: 5, explanation: 'Préchauffez le four à 180 °C. Chemisez un moule à cake de papier cuisson.' },
      {
        time: 8,
        explanation:
          "Fouettez les œufs avec le sucre et le sucre vanillé, ajoutez le lait et le beurre fondu, puis la farine, jusqu'à obtenir une pâte lisse.",
      },
      {
        time: 12,
        explanation:
          'Épluchez les pommes, retirez le cœur et coupez-les en tranches très fines, de 2 mm, à la mandoline. Mélangez-les délicatement dans la pâte pour bien les enrober.',
        tips: 'Plus les tranches sont fines, plus le gâteau est fondant et « invisible ».',
      },
      {
        time: 50,
        explanation:
          "Versez dans le moule en tassant les tranches bien à plat et enfournez 50 min, jusqu'à ce que le dessus soit doré et qu'une lame s'enfonce sans résistance. Laissez refroidir complètement avant de démouler.",
      },
    ],
    variantSuggestions: ['Avec moitié poires', 'Avec une pincée de cannelle', 'Avec des pommes de terre et du fromage, en version salée'],
    improvementSuggestions: ['Il est encore meilleur le lendemain, une fois bien pris au réfrigérateur.'],
    sideDishSuggestions: ['Caramel au beurre salé', 'Crème anglaise'],
    tags: ['hiver', 'automne', 'végétarien', 'goûter', 'gâteau'],
  },
  {
    id: 'crumble-pommes-poires-vegan-aux-flocons-d-avoine',
    title: "Crumble pommes-poires vegan aux flocons d'avoine",
    description:
      "Pommes et poires à la cannelle sous une pâte à crumble croustillante à la margarine végétale et aux flocons d'avoine : le dessert réconfortant de l'hiver, sans beurre ni œuf.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'pomme', quantity: 4, unit: 'pièce' },
      { id: 'poire', quantity: 3, unit: 'pièce' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'farine-de-ble', quantity: 100, unit: 'g' },
      { id: 'flocons-d-avoine', quantity: 50, unit: 'g' },
      { id: 'sucre-roux', quantity: 80, unit: 'g' },
      { id: 'margarine-vegetale', quantity: 80, unit: 'g', note: 'froide' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Préchauffez le four à 190 °C. Épluchez les pommes et les poires, retirez le cœur et coupez-les en gros dés. Mettez-les dans un plat avec la cannelle.',
      },
      {
        time: 8,
        explanation:
          "Dans un saladier, mélangez la farine, les flocons d'avoine et le sucre roux, ajoutez la margarine en petits morceaux et sablez du bout des doigts jusqu'à obtenir de grosses miettes.",
        tips: 'Une margarine bien froide donne un crumble plus croustillant.',
      },
      { time: 2, explanation: 'Répartissez la pâte à crumble sur les fruits sans tasser.' },
      { time: 35, explanation: "Enfournez 35 min, jusqu'à ce que le dessus soit doré et que le jus des fruits bouillonne sur les bords." },
    ],
    variantSuggestions: [
      'Avec des coings précuits',
      'Avec de la poudre de noisette dans la pâte',
      'Avec des fruits rouges surgelés en été',
    ],
    improvementSuggestions: ['Servez-le tiède avec un yaourt de soja à la vanille.'],
    sideDishSuggestions: ['Yaourt de soja', 'Sorbet'],
    tags: ['hiver', 'automne', 'vegan', 'sans lactose', 'réconfortant', 'familial'],
  },
  {
    id: 'gateau-vegan-a-l-orange',
    title: "Gâteau vegan à l'orange",
    description:
      "Un gâteau moelleux au jus et au zeste d'orange, fait à l'huile et au yaourt de soja, nappé d'un glaçage à l'orange : le goûter de l'hiver, sans œuf ni lait.",
    dishType: 'Goûter',
    mealTypes: ['collation', 'dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 8,
    ingredients: [
      { id: 'orange', quantity: 2, unit: 'pièce', note: 'non traitées' },
      { id: 'farine-de-ble', quantity: 250, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'levure-chimique', quantity: 1, unit: 'pièce' },
      { id: 'yaourt-soja', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 8, unit: 'cl' },
      { id: 'sucre-glace', quantity: 60, unit: 'g' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Préchauffez le four à 180 °C et huilez un moule de 22 cm. Râpez le zeste des deux oranges et pressez-les : il faut environ 15 cl de jus.',
      },
      {
        time: 7,
        explanation:
          "Mélangez la farine, le sucre, la levure et le zeste. Ajoutez le yaourt de soja, l'huile et 12 cl de jus d'orange et mélangez juste assez pour obtenir une pâte lisse.",
        tips: "Ne travaillez pas trop la pâte : sans œuf, c'est la levure qui fait tout le moelleux.",
      },
      {
        time: 35,
        explanation: "Versez dans le moule et enfournez 35 min, jusqu'à ce que la lame d'un couteau ressorte sèche. Laissez refroidir.",
      },
      { time: 3, explanation: "Mélangez le sucre glace avec le reste du jus d'orange et nappez le gâteau refroidi." },
    ],
    variantSuggestions: ['Au citron', 'Avec des clémentines', 'Avec des pépites de chocolat noir'],
    improvementSuggestions: ['Le gâteau se garde 3 jours sous une cloche et reste moelleux.'],
    sideDishSuggestions: ['Thé', 'Salade d’oranges'],
    tags: ['hiver', 'vegan', 'sans lactose', 'goûter', 'gâteau', 'économique'],
  },
  {
    id: 'mousse-au-citron-a-l-aquafaba',
    title: "Mousse au citron à l'aquafaba",
    description:
      'Une crème au citron liée à la maïzena, allégée par du jus de pois chiches monté en neige : une mousse acidulée et aérienne, sans œuf ni crème.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'citron', quantity: 2, unit: 'pièce', note: 'non traités' },
      { id: 'sucre-en-poudre', quantity: 100, unit: 'g' },
      { id: 'maizena', quantity: 2, unit: 'c. à soupe' },
      { id: 'eau', quantity: 15, unit: 'cl' },
      { id: 'aquafaba', quantity: 12, unit: 'cl', note: 'jus d’une boîte de pois chiches, bien froid' },
    ],
    instructions: [
      { time: 5, explanation: "Râpez le zeste des citrons et pressez-les. Délayez la maïzena dans l'eau froide." },
      {
        time: 5,
        explanation:
          "Dans une casserole, faites chauffer le jus de citron, le zeste, l'eau à la maïzena et 60 g de sucre en fouettant jusqu'à ce que la crème épaississe, 2 à 3 min après l'ébullition. Laissez refroidir complètement.",
      },
      {
        time: 10,
        explanation: "Montez l'aquafaba en neige ferme au batteur électrique, en ajoutant le reste du sucre en pluie, comme une meringue.",
        tips: "Comptez 5 à 8 minutes au batteur : l'aquafaba monte plus lentement que des blancs d'œufs.",
      },
      {
        time: 5,
        explanation:
          'Incorporez délicatement la neige à la crème au citron froide à la spatule, répartissez dans des verrines et réservez au moins 2 heures au frais.',
      },
    ],
    variantSuggestions: ['Au citron vert', 'À l’orange sanguine', 'Avec un fond de biscuits émiettés'],
    improvementSuggestions: ['Servez avec quelques zestes confits ou des framboises pour le contraste.'],
    sideDishSuggestions: ['Sablés', 'Framboises'],
    tags: ['hiver', 'toute saison', 'vegan', 'sans gluten', 'sans lactose', 'anti-gaspillage'],
  },
  {
    id: 'gateau-renverse-aux-cerises',
    title: 'Gâteau renversé aux cerises',
    description:
      "Des cerises dénoyautées caramélisées au fond du moule sous une pâte aux amandes, démoulées à l'envers : un gâteau brillant et fruité pour le début de l'été.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 40,
    servings: 8,
    ingredients: [
      { id: 'cerise', quantity: 500, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 180, unit: 'g', note: '60 g pour le caramel, 120 g pour la pâte' },
      { id: 'beurre-doux', quantity: 120, unit: 'g', note: 'mou' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'farine-de-ble', quantity: 120, unit: 'g' },
      { id: 'amande-en-poudre', quantity: 50, unit: 'g' },
      { id: 'levure-chimique', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      { time: 12, explanation: 'Lavez et dénoyautez les cerises. Préchauffez le four à 180 °C.' },
      {
        time: 6,
        explanation:
          "Faites fondre 60 g de sucre avec 20 g de beurre dans le moule sur le feu jusqu'à obtenir un caramel blond, puis tapissez-le des cerises serrées.",
      },
      {
        time: 8,
        explanation:
          "Fouettez le reste du beurre mou avec le reste du sucre, ajoutez les œufs un à un, puis la farine, la poudre d'amande et la levure. Étalez la pâte sur les cerises.",
      },
      {
        time: 40,
        explanation:
          "Enfournez 40 min, jusqu'à ce que la lame d'un couteau ressorte sèche. Attendez 5 min puis retournez le gâteau sur un plat.",
        tips: 'Démoulez-le tiède : froid, le caramel colle au moule.',
      },
    ],
    variantSuggestions: ['Avec des abricots ou des prunes', 'Avec des pommes en hiver', 'Avec des cerises surgelées hors saison'],
    improvementSuggestions: ['Un dénoyauteur à cerises fait gagner un temps précieux.'],
    sideDishSuggestions: ['Crème fouettée', 'Glace vanille'],
    tags: ['printemps', 'été', 'végétarien', 'gâteau', 'familial'],
  },
  {
    id: 'muffins-vegan-pomme-cannelle',
    title: 'Muffins vegan pomme-cannelle',
    description:
      "Des muffins moelleux à la compote et aux dés de pomme, parfumés à la cannelle, sans œuf ni beurre : un goûter d'automne et d'hiver qui se glisse dans le cartable.",
    dishType: 'Goûter',
    mealTypes: ['collation', 'petit-déjeuner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 22,
    servings: 12,
    ingredients: [
      { id: 'pomme', quantity: 2, unit: 'pièce' },
      { id: 'farine-de-ble', quantity: 250, unit: 'g' },
      { id: 'sucre-roux', quantity: 100, unit: 'g' },
      { id: 'levure-chimique', quantity: 1, unit: 'pièce' },
      { id: 'cannelle', quantity: 2, unit: 'c. à café' },
      { id: 'compote-de-pommes', quantity: 150, unit: 'g', note: 'sans sucre ajouté' },
      { id: 'lait-de-soja', quantity: 15, unit: 'cl' },
      { id: 'huile-de-tournesol', quantity: 6, unit: 'cl' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Préchauffez le four à 190 °C et garnissez un moule à muffins de 12 caissettes. Épluchez les pommes et coupez-les en petits dés.',
      },
      {
        time: 7,
        explanation:
          "Mélangez la farine, le sucre roux, la levure et la cannelle. Dans un autre bol, mélangez la compote, le lait de soja et l'huile. Versez le liquide sur les ingrédients secs et mélangez à peine, puis ajoutez les dés de pomme.",
        tips: 'Une pâte à muffins grumeleuse est normale : trop mélangée, elle donnerait des muffins durs.',
      },
      { time: 3, explanation: 'Répartissez la pâte dans les caissettes, aux trois quarts.' },
      { time: 22, explanation: "Enfournez 20 à 22 min, jusqu'à ce qu'ils soient bombés et dorés. Laissez tiédir sur une grille." },
    ],
    variantSuggestions: ['Avec des poires', 'Avec des noix concassées', 'Avec des myrtilles en été'],
    improvementSuggestions: ['Ils se congèlent très bien : sortez-en un le soir pour le goûter du lendemain.'],
    sideDishSuggestions: ['Verre de lait de soja', 'Fruit de saison'],
    tags: ['automne', 'hiver', 'vegan', 'sans lactose', 'goûter', 'lunchbox', 'congélation'],
  },
  // ───────────── Lunchbox et plats froids qui voyagent bien ─────────────
  {
    id: 'salade-de-mais-haricots-noirs-et-avocat',
    title: 'Salade de maïs, haricots noirs et avocat',
    description:
      "Maïs doux, haricots noirs, poivrons grillés et avocat au citron vert, cumin et coriandre : une salade mexicaine complète et végétale qui tient très bien jusqu'à midi.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'haricots-noirs', quantity: 400, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'mais-doux', quantity: 300, unit: 'g', note: 'en conserve, égoutté' },
      { id: 'poivron-grille', quantity: 150, unit: 'g' },
      { id: 'avocat', quantity: 2, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'citron-vert', quantity: 2, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Rincez et égouttez les haricots noirs et le maïs. Coupez les poivrons grillés en lanières et émincez finement l'oignon rouge.",
      },
      { time: 4, explanation: "Pressez les citrons verts et mélangez le jus avec l'huile, le cumin et le sel." },
      { time: 4, explanation: "Mélangez les haricots, le maïs, le poivron et l'oignon avec la vinaigrette et la coriandre ciselée." },
      {
        time: 3,
        explanation: "Coupez l'avocat en dés au moment de servir, ou arrosez-le de jus de citron vert s'il voyage dans la boîte.",
        tips: "Dans la lunchbox, mettez l'avocat sur le dessus, bien citronné, pour qu'il ne noircisse pas.",
      },
    ],
    variantSuggestions: [
      'Avec du riz ou du quinoa pour un repas plus copieux',
      'Avec des tomates cerises en été',
      'Avec des chips de maïs pour le croquant',
    ],
    improvementSuggestions: ["Préparée la veille sans l'avocat, elle n'en est que meilleure."],
    sideDishSuggestions: ['Chips de maïs', 'Tortillas de maïs'],
    tags: ['toute saison', 'vegan', 'sans gluten', 'sans lactose', 'lunchbox', 'batch cooking'],
  },
  {
    id: 'salade-de-riz-basmati-au-curry-carottes-et-raisins-secs',
    title: 'Salade de riz basmati au curry, carottes et raisins secs',
    description:
      'Du riz basmati parfumé au curry, des carottes râpées, des raisins secs et des noix de cajou grillées, relevés de citron et de coriandre : une salade sucrée-salée qui se prépare la veille.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'riz-basmati', quantity: 200, unit: 'g' },
      { id: 'curry', quantity: 2, unit: 'c. à café' },
      { id: 'carotte', quantity: 3, unit: 'pièce' },
      { id: 'raisin-sec', quantity: 50, unit: 'g' },
      { id: 'noix-de-cajou', quantity: 50, unit: 'g' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'huile-de-colza', quantity: 3, unit: 'c. à soupe' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Rincez le riz et faites-le cuire 10 à 12 min dans une grande casserole d'eau bouillante salée avec 1 cuillère à café de curry. Égouttez, rincez à l'eau froide et laissez bien égoutter.",
      },
      {
        time: 5,
        explanation:
          "Pendant ce temps, faites gonfler les raisins secs dans un bol d'eau chaude et faites griller les noix de cajou à sec 3 min.",
      },
      {
        time: 6,
        explanation:
          "Épluchez et râpez les carottes, émincez très finement l'oignon rouge. Mélangez l'huile, le jus de citron, le reste du curry et le sel.",
      },
      {
        time: 3,
        explanation:
          "Mélangez le riz froid, les carottes, l'oignon, les raisins égouttés et la vinaigrette. Ajoutez les noix de cajou et la coriandre au moment de servir.",
      },
    ],
    variantSuggestions: ['Avec des pois chiches pour plus de protéines', 'Avec des dés de mangue', 'Avec du poulet tandoori émincé'],
    improvementSuggestions: ["Rincer le riz cuit à l'eau froide stoppe la cuisson : les grains restent bien détachés."],
    sideDishSuggestions: ['Raïta de concombre', 'Pain naan'],
    tags: ['toute saison', 'vegan', 'sans gluten', 'sans lactose', 'lunchbox', 'sucré-salé'],
  },
  {
    id: 'salade-d-orzo-aux-feves-petits-pois-et-citron',
    title: "Salade d'orzo aux fèves, petits pois et citron",
    description:
      'Des petites pâtes en forme de grains de riz mêlées aux fèves et petits pois du printemps, au zeste de citron, à la menthe et aux oignons nouveaux : une lunchbox vegan fraîche et croquante.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 25,
    cookTime: 10,
    servings: 4,
    ingredients: [
      { id: 'orzo', quantity: 250, unit: 'g' },
      { id: 'feve', quantity: 300, unit: 'g', note: 'écossées' },
      { id: 'petit-pois', quantity: 200, unit: 'g', note: 'écossés' },
      { id: 'petit-oignon-blanc', quantity: 3, unit: 'pièce' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Faites cuire l'orzo 8 à 10 min dans l'eau bouillante salée, ajoutez les fèves et les petits pois les 2 dernières minutes, puis égouttez et rincez à l'eau froide.",
      },
      {
        time: 12,
        explanation: 'Retirez la peau des fèves en les pinçant pour faire sortir le grain vert.',
        tips: "Dérobées, les fèves sont tendres et sucrées ; c'est un peu long mais ça change tout.",
      },
      {
        time: 5,
        explanation:
          "Émincez les oignons nouveaux. Râpez le zeste du citron et pressez-le, mélangez le jus avec l'huile, le sel et le poivre.",
      },
      { time: 3, explanation: "Mélangez l'orzo, les légumes, les oignons, le zeste, la vinaigrette et la menthe ciselée." },
    ],
    variantSuggestions: [
      'Avec de la feta pour une version végétarienne',
      'Avec des fèves et petits pois surgelés hors saison',
      'Avec des asperges vertes',
    ],
    improvementSuggestions: [
      "Ajoutez un filet d'huile d'olive juste avant de fermer la boîte : l'orzo boit la vinaigrette en attendant midi.",
    ],
    sideDishSuggestions: ['Houmous', 'Pain pita'],
    tags: ['printemps', 'vegan', 'sans lactose', 'lunchbox'],
  },
  {
    id: 'salade-de-chou-chinois-aux-vermicelles-de-soja-et-cacahuetes',
    title: 'Salade de chou chinois aux vermicelles de soja et cacahuètes',
    description:
      'Du chou chinois émincé, des carottes, des vermicelles de soja et des cacahuètes grillées dans une sauce tamari, gingembre et sésame : une salade croquante qui reste fraîche dans la boîte.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 20,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'chou-chinois', quantity: 400, unit: 'g' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'vermicelles-de-soja', quantity: 100, unit: 'g' },
      { id: 'cacahuete', quantity: 60, unit: 'g' },
      { id: 'gingembre', quantity: 10, unit: 'g' },
      { id: 'tamari', quantity: 3, unit: 'c. à soupe' },
      { id: 'vinaigre-de-riz', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-de-sesame', quantity: 1, unit: 'c. à soupe' },
      { id: 'sirop-d-agave', quantity: 1, unit: 'c. à café' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Faites tremper les vermicelles 5 min dans l'eau bouillante, égouttez-les, rincez-les à l'eau froide et coupez-les aux ciseaux.",
      },
      {
        time: 10,
        explanation:
          'Émincez finement le chou chinois, épluchez et râpez les carottes en julienne. Faites griller les cacahuètes à sec 3 min et concassez-les.',
      },
      { time: 3, explanation: "Mélangez le tamari, le vinaigre de riz, l'huile de sésame, le sirop d'agave et le gingembre râpé." },
      {
        time: 3,
        explanation: 'Mélangez le chou, les carottes, les vermicelles et la sauce, puis ajoutez les cacahuètes et la coriandre.',
        tips: 'Le chou chinois reste croquant plusieurs heures assaisonné : parfait pour la lunchbox.',
      },
    ],
    variantSuggestions: ['Avec du poulet effiloché', 'Avec du tofu grillé', 'Avec du chou rouge émincé'],
    improvementSuggestions: ["Mettez les cacahuètes dans un petit pot à part pour qu'elles restent croquantes."],
    sideDishSuggestions: ['Rouleaux de printemps', 'Riz gluant'],
    tags: ['hiver', 'automne', 'vegan', 'sans gluten', 'sans lactose', 'lunchbox', 'crudités'],
  },
  {
    id: 'salade-de-pates-aux-asperges-petits-pois-et-jambon',
    title: 'Salade de pâtes aux asperges, petits pois et jambon',
    description:
      "Des pâtes courtes, des tronçons d'asperges vertes, des petits pois et des lanières de jambon blanc, à la vinaigrette citronnée et à la ciboulette : la salade de pâtes du printemps.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'pates-seches', quantity: 250, unit: 'g', note: 'fusilli ou farfalle' },
      { id: 'asperge-verte', quantity: 12, unit: 'pièce' },
      { id: 'petit-pois', quantity: 200, unit: 'g', note: 'écossés' },
      { id: 'jambon-blanc', quantity: 4, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'moutarde-de-dijon', quantity: 1, unit: 'c. à café' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Cassez la base dure des asperges et coupez-les en tronçons de 3 cm. Coupez le jambon en lanières.' },
      {
        time: 12,
        explanation:
          "Faites cuire les pâtes dans l'eau bouillante salée ; ajoutez les asperges et les petits pois 4 min avant la fin. Égouttez et rincez à l'eau froide.",
      },
      { time: 4, explanation: "Mélangez la moutarde, le jus de citron, l'huile, le sel et le poivre." },
      {
        time: 3,
        explanation: 'Mélangez les pâtes et les légumes avec la vinaigrette, le jambon et la ciboulette ciselée. Réservez au frais.',
      },
    ],
    variantSuggestions: ['Avec du saumon fumé', 'Avec des dés de mozzarella', 'Avec des pâtes sans gluten'],
    improvementSuggestions: ['Quelques copeaux de parmesan au moment de servir rendent la salade plus gourmande.'],
    sideDishSuggestions: ['Fruit de saison'],
    tags: ['printemps', 'sans lactose', 'lunchbox', 'pique-nique'],
  },
  {
    id: 'cake-sale-aux-poireaux-et-lardons',
    title: 'Cake salé aux poireaux et lardons',
    description:
      'Un cake moelleux garni de poireaux fondus, de lardons dorés et de gruyère : il se tranche froid pour la lunchbox ou le pique-nique et se garde trois jours.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 45,
    servings: 8,
    ingredients: [
      { id: 'poireau', quantity: 2, unit: 'pièce' },
      { id: 'lardons', quantity: 150, unit: 'g' },
      { id: 'farine-de-ble', quantity: 180, unit: 'g' },
      { id: 'levure-chimique', quantity: 1, unit: 'pièce' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 10, unit: 'cl' },
      { id: 'huile-de-tournesol', quantity: 10, unit: 'cl' },
      { id: 'gruyere-rape', quantity: 100, unit: 'g' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          'Émincez finement les poireaux. Faites dorer les lardons 4 min à sec, ajoutez les poireaux et faites-les fondre 10 min à feu doux. Laissez tiédir.',
      },
      { time: 5, explanation: 'Préchauffez le four à 180 °C et huilez un moule à cake.' },
      {
        time: 5,
        explanation:
          "Fouettez les œufs avec le lait et l'huile, ajoutez la farine et la levure, puis le gruyère, les poireaux, les lardons et le poivre.",
        tips: 'Pas de sel : les lardons et le gruyère suffisent.',
      },
      {
        time: 45,
        explanation:
          "Versez dans le moule et enfournez 45 min, jusqu'à ce que la lame d'un couteau ressorte sèche. Laissez refroidir avant de trancher.",
      },
    ],
    variantSuggestions: ['Avec du chèvre à la place du gruyère', 'Avec du saumon fumé', 'Version végétarienne avec des noix'],
    improvementSuggestions: ['Enveloppé dans du film, il se garde 3 jours au réfrigérateur ; tranché, il se congèle.'],
    sideDishSuggestions: ['Salade verte', 'Crudités'],
    tags: ['hiver', 'lunchbox', 'pique-nique', 'batch cooking'],
  },
  {
    id: 'salade-de-haricots-blancs-au-thon-et-oignons-nouveaux',
    title: 'Salade de haricots blancs au thon et oignons nouveaux',
    description:
      "Des haricots blancs, du thon à l'huile émietté, des oignons nouveaux et beaucoup de persil à l'huile d'olive : la salade toscane de placard, prête en dix minutes.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'haricots-blancs', quantity: 500, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'thon-a-l-huile', quantity: 200, unit: 'g', note: 'égoutté' },
      { id: 'cebette', quantity: 1, unit: 'pièce' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'vinaigre-de-vin', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Rincez et égouttez les haricots blancs. Émincez la botte de cébettes avec une partie du vert.' },
      { time: 4, explanation: "Mélangez l'huile d'olive, le vinaigre, le sel et le poivre, versez sur les haricots et les cébettes." },
      {
        time: 3,
        explanation: 'Ajoutez le thon émietté en gros morceaux et le persil haché, mélangez délicatement.',
        tips: "Laissez reposer 15 minutes : les haricots s'imprègnent de la vinaigrette.",
      },
    ],
    variantSuggestions: ['Avec des tomates cerises en été', 'Avec des flageolets', 'Avec des œufs durs'],
    improvementSuggestions: ["Un thon de qualité à l'huile d'olive fait toute la différence dans cette salade."],
    sideDishSuggestions: ['Pain de campagne', 'Salade verte'],
    tags: ['printemps', 'sans gluten', 'sans lactose', 'lunchbox', 'placard', 'rapide'],
  },
  {
    id: 'gimbap-aux-legumes-et-a-l-omelette',
    title: "Gimbap aux légumes et à l'omelette",
    description:
      'Les rouleaux coréens : riz assaisonné au sésame, omelette, carottes sautées et épinards roulés dans une feuille de nori puis tranchés. Ils voyagent aussi bien que des sandwichs.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 35,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'riz-rond', quantity: 300, unit: 'g' },
      { id: 'eau', quantity: 40, unit: 'cl' },
      { id: 'algue-nori', quantity: 4, unit: 'pièce' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'pousses-d-epinard', quantity: 150, unit: 'g' },
      { id: 'huile-de-sesame', quantity: 2, unit: 'c. à soupe' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-vegetale', quantity: 1, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Rincez le riz jusqu'à ce que l'eau soit claire et faites-le cuire 12 min à couvert dans 40 cl d'eau, puis laissez-le gonfler 10 min hors du feu. Assaisonnez-le avec 1 cuillère d'huile de sésame, les graines de sésame et une pincée de sel.",
      },
      {
        time: 8,
        explanation:
          "Battez les œufs avec une pincée de sel et faites cuire une omelette fine dans l'huile végétale. Roulez-la et coupez-la en lanières.",
      },
      {
        time: 8,
        explanation:
          "Râpez les carottes en julienne et faites-les sauter 2 min. Faites tomber les épinards 1 min, pressez-les et assaisonnez-les du tamari et du reste d'huile de sésame.",
      },
      {
        time: 15,
        explanation:
          'Posez une feuille de nori sur une natte ou un torchon, étalez un quart du riz en laissant 2 cm libres en haut, alignez omelette, carottes et épinards au bas, puis roulez bien serré.',
        tips: 'Mouillez le bord libre de la feuille : le rouleau se scelle tout seul.',
      },
      {
        time: 5,
        explanation: "Badigeonnez les rouleaux d'un peu d'huile de sésame et tranchez-les en rondelles de 1,5 cm avec un couteau mouillé.",
      },
    ],
    variantSuggestions: [
      'Avec du thon mayonnaise',
      'Avec des bâtonnets de concombre en été',
      'Version vegan avec du tofu mariné à la place de l’omelette',
    ],
    improvementSuggestions: ['Le riz doit être tiède quand vous roulez : froid, il ne colle plus.'],
    sideDishSuggestions: ['Soupe miso', 'Salade de chou'],
    tags: ['toute saison', 'végétarien', 'sans gluten', 'sans lactose', 'lunchbox', 'coréen'],
  },
  {
    id: 'salade-waldorf-au-poulet',
    title: 'Salade Waldorf au poulet',
    description:
      'La salade new-yorkaise à la française : julienne de céleri-rave, pomme acidulée, noix et poulet, liés par une sauce yaourt-mayonnaise légère. Elle se prépare la veille.',
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'poulet-filet', quantity: 2, unit: 'pièce' },
      { id: 'celeri-rave', quantity: 300, unit: 'g' },
      { id: 'pomme-granny-smith', quantity: 2, unit: 'pièce' },
      { id: 'noix', quantity: 12, unit: 'pièce', note: 'cerneaux' },
      { id: 'raisin-sec', quantity: 40, unit: 'g' },
      { id: 'mayonnaise', quantity: 3, unit: 'c. à soupe' },
      { id: 'yaourt-grec', quantity: 100, unit: 'g' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Faites pocher les filets de poulet 12 min dans l'eau frémissante salée, laissez-les refroidir puis coupez-les en dés.",
      },
      {
        time: 10,
        explanation:
          'Pendant ce temps, épluchez le céleri-rave et râpez-le en grosse julienne. Coupez les pommes en dés sans les éplucher et arrosez le tout de jus de citron.',
        tips: 'Le citron empêche la pomme et le céleri de noircir.',
      },
      { time: 5, explanation: 'Mélangez la mayonnaise et le yaourt, salez, poivrez.' },
      {
        time: 3,
        explanation:
          'Mélangez le céleri, les pommes, le poulet, les raisins secs et la sauce, puis ajoutez les noix concassées. Réservez au frais.',
      },
    ],
    variantSuggestions: [
      'Avec des grains de raisin frais en automne',
      'Sans poulet, en entrée',
      'Avec du céleri branche, comme à New York',
    ],
    improvementSuggestions: ['Faites griller les noix 3 minutes à sec : elles seront plus parfumées et plus croquantes.'],
    sideDishSuggestions: ['Feuilles de sucrine', 'Pain complet'],
    tags: ['hiver', 'automne', 'sans gluten', 'lunchbox', 'new-yorkais'],
  },
  {
    id: 'harengs-pommes-a-l-huile',
    title: "Harengs pommes à l'huile",
    description:
      "Des filets de hareng fumé marinés dans l'huile avec oignon, carotte et aromates, servis avec des pommes de terre tièdes à la vinaigrette : le grand classique des brasseries.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'hareng-fume', quantity: 300, unit: 'g', note: 'filets doux' },
      { id: 'huile-de-colza', quantity: 20, unit: 'cl' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'carotte', quantity: 1, unit: 'pièce' },
      { id: 'laurier', quantity: 2, unit: 'pièce' },
      { id: 'thym', quantity: 2, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 6, unit: 'pièce', note: 'à chair ferme, type ratte' },
      { id: 'vinaigre-de-vin', quantity: 2, unit: 'c. à soupe' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "La veille de préférence, émincez l'oignon en rondelles et la carotte en fines rondelles. Rangez les filets de hareng dans une boîte avec l'oignon, la carotte, le laurier et le thym, couvrez d'huile de colza et réservez au frais au moins 12 heures.",
        tips: 'Les harengs se gardent ainsi une semaine au réfrigérateur.',
      },
      { time: 20, explanation: "Le jour même, faites cuire les pommes de terre avec leur peau 20 min à l'eau salée." },
      {
        time: 5,
        explanation:
          "Épluchez-les encore tièdes, coupez-les en rondelles et arrosez-les du vinaigre, de 3 cuillères de l'huile des harengs et du poivre.",
      },
      {
        time: 3,
        explanation: 'Servez les pommes de terre tièdes avec les harengs, les oignons et les carottes de la marinade, parsemés de persil.',
      },
    ],
    variantSuggestions: ['Avec des maquereaux fumés', 'Avec de la salade de mâche', 'Avec une cuillère de crème aigre à l’aneth'],
    improvementSuggestions: ['Assaisonnez les pommes de terre encore tièdes : elles absorbent bien mieux la vinaigrette.'],
    sideDishSuggestions: ['Salade de mâche', 'Pain de seigle'],
    tags: ['hiver', 'toute saison', 'sans gluten', 'sans lactose', 'brasserie', 'économique'],
  },
  {
    id: 'salade-d-epeautre-aux-carottes-roties-et-a-la-feta',
    title: "Salade d'épeautre aux carottes rôties et à la feta",
    description:
      "Des grains d'épeautre tendres, des carottes et des oignons rouges rôtis au cumin, de la feta et du persil, à la vinaigrette au citron : une salade complète qui se garde trois jours.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'epeautre', quantity: 200, unit: 'g' },
      { id: 'carotte', quantity: 5, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'feta', quantity: 150, unit: 'g' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 200 °C. Épluchez les carottes et coupez-les en bâtonnets, l'oignon rouge en quartiers. Mélangez-les sur une plaque avec 2 cuillères d'huile, le cumin et le sel.",
      },
      {
        time: 30,
        explanation:
          "Enfournez 30 min. Pendant ce temps, faites cuire l'épeautre 30 min dans l'eau bouillante salée (ou selon le paquet), puis égouttez-le.",
        tips: "L'épeautre doit rester légèrement ferme sous la dent.",
      },
      {
        time: 5,
        explanation: "Mélangez le reste de l'huile, le jus de citron et le poivre. Versez sur l'épeautre tiède avec les légumes rôtis.",
      },
      { time: 3, explanation: 'Ajoutez la feta émiettée et le persil haché, mélangez et laissez refroidir avant de mettre en boîte.' },
    ],
    variantSuggestions: [
      'Avec du boulgour ou du quinoa',
      'Avec des panais et de la patate douce',
      'Avec des pois chiches à la place de la feta pour une version vegan',
    ],
    improvementSuggestions: ["Faites cuire une double dose d'épeautre : il se garde 4 jours au frais pour d'autres salades."],
    sideDishSuggestions: ['Houmous'],
    tags: ['hiver', 'toute saison', 'végétarien', 'lunchbox', 'batch cooking'],
  },
  {
    id: 'salade-de-pates-au-pesto-brocoli-et-mozzarella',
    title: 'Salade de pâtes au pesto, brocoli et mozzarella',
    description:
      'Des fusilli enrobés de pesto avec des bouquets de brocoli juste croquants, des tomates séchées, des dés de mozzarella et des pignons : la salade de pâtes qui plaît à toute la famille.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'pates-seches', quantity: 300, unit: 'g', note: 'fusilli' },
      { id: 'brocoli', quantity: 1, unit: 'pièce' },
      { id: 'pesto-vert', quantity: 4, unit: 'c. à soupe' },
      { id: 'tomate-sechee', quantity: 60, unit: 'g' },
      { id: 'mozzarella', quantity: 1, unit: 'pièce' },
      { id: 'pignon-de-pin', quantity: 20, unit: 'g' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Détaillez le brocoli en petits bouquets. Coupez les tomates séchées en lanières et la mozzarella en dés.' },
      {
        time: 12,
        explanation:
          "Faites cuire les fusilli dans l'eau bouillante salée ; ajoutez le brocoli 4 min avant la fin. Égouttez et rincez à l'eau froide.",
      },
      { time: 3, explanation: 'Faites dorer les pignons à sec 2 min.' },
      {
        time: 3,
        explanation:
          "Mélangez les pâtes et le brocoli avec le pesto et l'huile d'olive, puis ajoutez les tomates séchées, la mozzarella et les pignons.",
        tips: "Détendez le pesto avec une cuillère d'eau de cuisson avant de rincer les pâtes : il enrobera mieux.",
      },
    ],
    variantSuggestions: ['Avec du poulet grillé', 'Avec des haricots verts en été', 'Avec un pesto maison au basilic'],
    improvementSuggestions: ['Sortez la salade du réfrigérateur 15 minutes avant de la manger : le pesto retrouve tout son parfum.'],
    sideDishSuggestions: ['Fruit de saison'],
    tags: ['automne', 'végétarien', 'lunchbox', 'pique-nique', 'familial'],
  },
  {
    id: 'salade-de-riz-sauvage-a-la-dinde-et-aux-canneberges',
    title: 'Salade de riz sauvage à la dinde et aux canneberges',
    description:
      "Du riz sauvage au goût de noisette, des lanières de dinde dorée, des canneberges, des noix de pécan et une vinaigrette à l'orange : une salade d'hiver façon Thanksgiving.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    ingredients: [
      { id: 'riz-sauvage', quantity: 200, unit: 'g' },
      { id: 'dinde-escalope', quantity: 3, unit: 'pièce' },
      { id: 'canneberge', quantity: 60, unit: 'g', note: 'séchées' },
      { id: 'noix-de-pecan', quantity: 40, unit: 'g' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'orange', quantity: 1, unit: 'pièce' },
      { id: 'moutarde-douce', quantity: 1, unit: 'c. à café' },
      { id: 'vinaigre-de-cidre', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-de-colza', quantity: 4, unit: 'c. à soupe' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 40,
        explanation:
          "Faites cuire le riz sauvage 40 à 45 min dans une grande casserole d'eau bouillante salée, jusqu'à ce que les grains commencent à s'ouvrir. Égouttez et laissez refroidir.",
        tips: "Le riz sauvage se cuit à l'avance et se garde 4 jours au frais.",
      },
      {
        time: 8,
        explanation:
          "Pendant ce temps, salez et poivrez les escalopes, faites-les dorer 3 min de chaque côté dans 1 cuillère d'huile, puis coupez-les en lanières.",
      },
      {
        time: 5,
        explanation:
          "Râpez le zeste de l'orange et pressez-la. Mélangez 3 cuillères de jus, le zeste, la moutarde, le vinaigre et le reste d'huile. Émincez très finement l'oignon rouge.",
      },
      {
        time: 3,
        explanation: "Mélangez le riz, la dinde, l'oignon, les canneberges, les noix de pécan concassées, le persil et la vinaigrette.",
      },
    ],
    variantSuggestions: ['Avec un reste de poulet rôti', 'Avec du riz complet', 'Avec de la courge rôtie en dés'],
    improvementSuggestions: ['Faites griller les noix de pécan 3 minutes à sec pour réveiller leur goût.'],
    sideDishSuggestions: ['Salade de mâche'],
    tags: ['hiver', 'sans gluten', 'sans lactose', 'lunchbox', 'thanksgiving'],
  },
  {
    id: 'salade-de-lentilles-vertes-au-saumon-fume-et-a-l-aneth',
    title: "Salade de lentilles vertes au saumon fumé et à l'aneth",
    description:
      "Des lentilles vertes tièdes à la vinaigrette moutardée, des lanières de saumon fumé, de l'échalote et de l'aneth : une salade complète et chic qui voyage bien.",
    dishType: 'Plat froid',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'lentilles-vertes', quantity: 250, unit: 'g' },
      { id: 'carotte', quantity: 1, unit: 'pièce' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'saumon-fume', quantity: 4, unit: 'pièce' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'moutarde-a-l-ancienne', quantity: 1, unit: 'c. à soupe' },
      { id: 'vinaigre-de-cidre', quantity: 2, unit: 'c. à soupe' },
      { id: 'huile-de-colza', quantity: 4, unit: 'c. à soupe' },
      { id: 'aneth', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Rincez les lentilles et faites-les cuire 20 à 25 min dans trois fois leur volume d'eau froide avec la carotte en petits dés et le laurier, sans saler. Salez en fin de cuisson, égouttez et retirez le laurier.",
      },
      {
        time: 5,
        explanation: "Pendant ce temps, hachez l'échalote et préparez la vinaigrette avec la moutarde, le vinaigre, l'huile et le poivre.",
      },
      {
        time: 3,
        explanation: "Versez la vinaigrette sur les lentilles encore tièdes avec l'échalote et laissez refroidir.",
        tips: 'Les lentilles tièdes absorbent la vinaigrette et prennent tout son goût.',
      },
      { time: 3, explanation: "Ajoutez le saumon fumé coupé en lanières et l'aneth ciselé juste avant de fermer la boîte ou de servir." },
    ],
    variantSuggestions: ['Avec de la truite fumée', 'Avec des œufs mollets', 'Avec des dés de pomme verte'],
    improvementSuggestions: ["Ne salez l'eau qu'en fin de cuisson : les lentilles restent tendres."],
    sideDishSuggestions: ['Pain de seigle', 'Salade de mâche'],
    tags: ['toute saison', 'sans gluten', 'sans lactose', 'lunchbox'],
  },
  {
    id: 'salade-de-pommes-de-terre-au-curry-et-petits-pois',
    title: 'Salade de pommes de terre au curry et petits pois',
    description:
      "Des pommes de terre fermes et des petits pois enrobés d'une huile parfumée aux graines de moutarde, au cumin et au curcuma, avec citron et coriandre : une salade indienne végétale.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 20,
    servings: 4,
    ingredients: [
      { id: 'pomme-de-terre', quantity: 6, unit: 'pièce', note: 'à chair ferme' },
      { id: 'petits-pois-surgeles', quantity: 200, unit: 'g' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'huile-vegetale', quantity: 3, unit: 'c. à soupe' },
      { id: 'graines-de-moutarde', quantity: 1, unit: 'c. à café' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'jus-de-citron', quantity: 2, unit: 'c. à soupe' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 20,
        explanation:
          "Épluchez les pommes de terre, coupez-les en cubes de 2 cm et faites-les cuire 12 min à l'eau salée ; ajoutez les petits pois les 3 dernières minutes. Égouttez.",
      },
      {
        time: 3,
        explanation:
          "Faites chauffer l'huile dans une poêle, ajoutez les graines de moutarde et le cumin et laissez crépiter 1 min, puis ajoutez l'oignon rouge émincé et le curcuma.",
        tips: 'Couvrez la poêle : les graines de moutarde sautent en éclatant.',
      },
      {
        time: 4,
        explanation:
          'Versez cette huile épicée sur les pommes de terre et les petits pois encore chauds, ajoutez le jus de citron et le sel et mélangez délicatement.',
      },
      { time: 2, explanation: 'Laissez refroidir et ajoutez la coriandre ciselée avant de servir.' },
    ],
    variantSuggestions: ['Avec des pois chiches', 'Avec des pommes de terre nouvelles au printemps', 'Avec un peu de piment vert'],
    improvementSuggestions: ["Un yaourt de soja à la menthe l'accompagne très bien."],
    sideDishSuggestions: ['Raïta de concombre', 'Pain naan'],
    tags: ['toute saison', 'vegan', 'sans gluten', 'sans lactose', 'lunchbox', 'épicé doux'],
  },
  {
    id: 'potiron-confit-a-la-mexicaine',
    title: 'Potiron confit à la mexicaine',
    description:
      "La « calabaza en tacha » de la fête des morts : des morceaux de potiron confits lentement dans un sirop de sucre roux à la cannelle, au girofle et à l'orange, jusqu'à devenir brillants et fondants.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 60,
    servings: 6,
    ingredients: [
      { id: 'potiron', quantity: 1.2, unit: 'kg', note: 'avec la peau, en gros morceaux' },
      { id: 'sucre-roux', quantity: 200, unit: 'g' },
      { id: 'eau', quantity: 25, unit: 'cl' },
      { id: 'baton-de-cannelle', quantity: 2, unit: 'pièce' },
      { id: 'clou-de-girofle', quantity: 3, unit: 'pièce' },
      { id: 'jus-d-orange', quantity: 10, unit: 'cl' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          'Retirez les graines et les filaments du potiron et coupez-le en morceaux de 6 à 8 cm en gardant la peau, qui les tient pendant la cuisson.',
      },
      {
        time: 5,
        explanation:
          "Dans une grande cocotte, faites fondre le sucre roux dans l'eau et le jus d'orange avec les bâtons de cannelle et les clous de girofle.",
      },
      {
        time: 60,
        explanation:
          "Rangez les morceaux de potiron peau vers le haut dans le sirop, couvrez et laissez confire 45 min à feu doux, puis découvrez et poursuivez 15 min en les arrosant de sirop, jusqu'à ce qu'ils soient translucides et le sirop épais.",
        tips: "Ne remuez pas : arrosez simplement les morceaux à la cuillère pour qu'ils restent entiers.",
      },
      { time: 3, explanation: 'Servez tiède ou froid, nappé de sirop.' },
    ],
    variantSuggestions: ['Avec de la patate douce', 'Avec de la butternut', 'Avec un zeste d’orange et un peu d’anis étoilé'],
    improvementSuggestions: ['Servez-le avec un yaourt de soja ou un peu de lait froid versé dessus, comme au Mexique.'],
    sideDishSuggestions: ['Yaourt de soja', 'Café'],
    tags: ['automne', 'hiver', 'vegan', 'sans gluten', 'sans lactose', 'fête des morts'],
  },
];
