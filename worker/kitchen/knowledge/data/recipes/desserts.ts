import type { RecipeData } from '../../vocabulary';

export const desserts: RecipeData[] = [
  {
    id: 'tarte-aux-pommes',
    title: 'Tarte aux pommes',
    description:
      'La tarte de grand-mère : une pâte croustillante, une fine couche de compote maison et des lamelles de pommes dorées en rosace.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 25,
    cookTime: 45,
    servings: 8,
    ingredients: [
      { id: 'pomme', quantity: 6, unit: 'pièce', note: 'golden ou reinettes' },
      { id: 'sucre-en-poudre', quantity: 50, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce', note: 'sachet' },
      { id: 'eau', quantity: 3, unit: 'c. à soupe' },
      { id: 'pate-brisee', quantity: 1, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Épluchez 2 pommes, coupez-les en dés et faites-les compoter 10 minutes à couvert avec le sucre vanillé, 20 g de sucre et l'eau, puis écrasez-les à la fourchette.",
      },
      { time: 5, explanation: 'Préchauffez le four à 200 °C. Foncez un moule avec la pâte, piquez le fond et étalez la compote.' },
      {
        time: 10,
        explanation: 'Épluchez les 4 autres pommes, coupez-les en fines lamelles et disposez-les en rosace serrée sur la compote.',
        tips: "Commencez par l'extérieur et chevauchez bien les lamelles : elles rétrécissent à la cuisson.",
      },
      {
        time: 35,
        explanation:
          "Parsemez de noisettes de beurre et du reste de sucre, puis enfournez 35 minutes, jusqu'à ce que les pommes soient dorées sur les bords.",
      },
    ],
    variantSuggestions: ['Moins sucré', 'Avec une pâte feuilletée', 'Ajouter de la cannelle'],
    improvementSuggestions: ["Badigeonnez la tarte tiède de confiture d'abricot chauffée pour la faire briller comme chez le pâtissier."],
    sideDishSuggestions: ['Crème fraîche', 'Boule de glace vanille'],
    tags: ['automne', 'classique', 'goûter', 'familial'],
  },
  {
    id: 'clafoutis-aux-cerises',
    title: 'Clafoutis aux cerises',
    description: 'Le dessert limousin : des cerises noyées dans un flan moelleux à la vanille, à déguster tiède en plein été.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'beurre-doux', quantity: 15, unit: 'g', note: 'pour le moule' },
      { id: 'cerise', quantity: 500, unit: 'g' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 100, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce', note: 'sachet' },
      { id: 'farine-de-ble', quantity: 80, unit: 'g' },
      { id: 'lait-demi-ecreme', quantity: 30, unit: 'cl' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: 'Préchauffez le four à 180 °C. Beurrez un plat à gratin et répartissez les cerises lavées et équeutées.',
        tips: 'Traditionnellement, on ne dénoyaute pas les cerises : le noyau parfume le clafoutis. Prévenez vos convives !',
      },
      {
        time: 8,
        explanation:
          'Fouettez les œufs avec le sucre, le sucre vanillé et le sel, ajoutez la farine puis versez le lait progressivement pour obtenir une pâte lisse.',
      },
      {
        time: 40,
        explanation: "Versez la pâte sur les cerises et enfournez 35 à 40 minutes, jusqu'à ce que le clafoutis soit doré et pris.",
      },
      { time: 2, explanation: "Saupoudrez d'un peu de sucre à la sortie du four et servez tiède." },
    ],
    variantSuggestions: ['Avec des abricots ou des prunes', 'Sans lactose avec du lait d’amande', 'Sans gluten avec de la farine de riz'],
    improvementSuggestions: ["Remplacez 30 g de farine par de la poudre d'amande pour un clafoutis plus fondant."],
    sideDishSuggestions: [],
    tags: ['été', 'fruits', 'classique', 'économique'],
  },
  {
    id: 'mousse-au-chocolat',
    title: 'Mousse au chocolat',
    description:
      "Une mousse aérienne et intense, faite simplement de chocolat noir et d'œufs : le dessert préféré des petits et des grands.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 5,
    servings: 6,
    ingredients: [
      { id: 'chocolat-noir-patissier', quantity: 200, unit: 'g' },
      { id: 'oeuf', quantity: 6, unit: 'pièce', note: 'très frais' },
      { id: 'sucre-en-poudre', quantity: 30, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: 'Faites fondre le chocolat au bain-marie ou au micro-ondes par tranches de 30 secondes, puis laissez-le tiédir.',
      },
      { time: 4, explanation: 'Séparez les blancs des jaunes. Incorporez les jaunes un à un au chocolat tiède en fouettant.' },
      {
        time: 6,
        explanation:
          "Montez les blancs en neige avec le sel, ajoutez le sucre quand ils commencent à mousser et fouettez jusqu'à ce qu'ils soient fermes et brillants.",
      },
      {
        time: 6,
        explanation:
          'Incorporez un tiers des blancs au chocolat en mélangeant vivement, puis le reste très délicatement à la spatule, en soulevant la masse.',
        tips: "Ne tournez pas : soulevez. C'est ce geste qui garde la mousse légère.",
      },
      { time: 2, explanation: 'Répartissez dans des verrines ou un saladier et réservez au réfrigérateur au moins 3 heures.' },
    ],
    variantSuggestions: ['Au chocolat au lait', 'Avec une pointe de fleur de sel et d’orange', 'Moins sucré'],
    improvementSuggestions: ['Ajoutez 20 g de beurre au chocolat fondu pour une mousse plus onctueuse.'],
    sideDishSuggestions: [],
    tags: ['chocolat', 'classique', 'sans gluten', 'à préparer la veille', 'toute saison'],
  },
  {
    id: 'creme-brulee',
    title: 'Crème brûlée',
    description: 'Une crème onctueuse à la vanille sous une fine couche de sucre caramélisé qui craque sous la cuillère.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'creme-liquide', quantity: 50, unit: 'cl', note: 'entière' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'jaune-d-oeuf', quantity: 5, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 80, unit: 'g' },
      { id: 'sucre-roux', quantity: 4, unit: 'c. à soupe', note: 'cassonade' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Préchauffez le four à 100 °C. Fendez la gousse de vanille, grattez les graines et faites chauffer la crème avec la gousse et les graines jusqu'au premier frémissement. Laissez infuser.",
      },
      {
        time: 5,
        explanation:
          'Fouettez les jaunes avec le sucre sans les faire mousser, puis versez la crème chaude filtrée en mélangeant doucement.',
        tips: 'Évitez de faire mousser : les bulles laisseraient des trous à la surface.',
      },
      {
        time: 45,
        explanation:
          'Répartissez dans 6 ramequins plats et faites cuire 45 minutes : la crème doit être prise mais encore tremblotante au centre. Laissez refroidir puis réservez au moins 2 heures au frais.',
      },
      {
        time: 4,
        explanation:
          'Au moment de servir, saupoudrez de cassonade et caramélisez au chalumeau ou quelques instants sous le gril très chaud.',
      },
    ],
    variantSuggestions: ['Parfumée à la pistache', 'À la fève tonka', 'Au café'],
    improvementSuggestions: ['Ajoutez quelques framboises au fond des ramequins avant de verser la crème.'],
    sideDishSuggestions: [],
    tags: ['classique', 'bistrot', 'sans gluten', 'à préparer la veille', 'toute saison'],
  },
  {
    id: 'ile-flottante',
    title: 'Île flottante',
    description: 'Des blancs en neige pochés, légers comme des nuages, flottant sur une crème anglaise vanillée et nappés de caramel.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 30,
    cookTime: 20,
    servings: 6,
    ingredients: [
      { id: 'lait-demi-ecreme', quantity: 50, unit: 'cl' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'oeuf', quantity: 6, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 200, unit: 'g' },
      { id: 'eau', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Crème anglaise : faites chauffer le lait avec la vanille fendue. Fouettez les 6 jaunes avec 70 g de sucre, versez le lait chaud dessus, puis remettez le tout dans la casserole et faites épaissir à feu doux en remuant sans cesse, sans bouillir, jusqu'à ce que la crème nappe la cuillère (83 °C).",
        tips: 'Si la crème commence à grainer, versez-la aussitôt dans un bol froid et mixez-la.',
      },
      { time: 8, explanation: 'Montez les 6 blancs en neige ferme avec le sel, en ajoutant 50 g de sucre à la fin.' },
      {
        time: 10,
        explanation:
          "Façonnez de grosses quenelles de blancs avec deux cuillères et faites-les pocher 1 minute de chaque côté dans une casserole d'eau frémissante. Égouttez-les sur un torchon.",
        tips: 'Plus rapide : 30 secondes au micro-ondes dans des tasses huilées.',
      },
      { time: 8, explanation: "Caramel : faites chauffer le reste du sucre avec l'eau jusqu'à ce qu'il prenne une couleur ambrée." },
      {
        time: 3,
        explanation:
          'Versez la crème anglaise froide dans des coupes, posez les îles dessus et filez le caramel par-dessus au dernier moment.',
      },
    ],
    variantSuggestions: ['Parsemée d’amandes effilées grillées', 'Crème anglaise au café', 'Moins sucré sans caramel'],
    improvementSuggestions: ['Préparez la crème anglaise la veille : elle doit être bien froide.'],
    sideDishSuggestions: [],
    tags: ['classique', 'technique', 'sans gluten', 'bistrot', 'toute saison'],
  },
  {
    id: 'tarte-au-citron-meringuee',
    title: 'Tarte au citron meringuée',
    description:
      'Une pâte sablée croustillante, une crème au citron acidulée et une meringue légère dorée au four : le grand classique de pâtisserie.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 45,
    cookTime: 35,
    servings: 8,
    ingredients: [
      { id: 'farine-de-ble', quantity: 200, unit: 'g' },
      { id: 'beurre-doux', quantity: 180, unit: 'g', note: '100 g pour la pâte, 80 g pour la crème' },
      { id: 'sucre-glace', quantity: 60, unit: 'g' },
      { id: 'oeuf', quantity: 4, unit: 'pièce', note: '1 pour la pâte, 3 pour la crème' },
      { id: 'citron', quantity: 3, unit: 'pièce', note: 'non traités' },
      { id: 'sucre-en-poudre', quantity: 280, unit: 'g' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'blanc-d-oeuf', quantity: 3, unit: 'pièce' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Pâte sablée : sablez la farine avec 100 g de beurre froid en dés, le sucre glace et le sel du bout des doigts, puis ajoutez 1 œuf et formez une boule sans trop travailler. Réservez 30 minutes au frais.',
      },
      {
        time: 8,
        explanation:
          'Étalez la pâte, foncez un moule de 24 cm, piquez le fond et laissez raffermir au congélateur pendant que le four préchauffe à 180 °C.',
      },
      {
        time: 20,
        explanation:
          "Faites cuire le fond de tarte à blanc 20 minutes (papier cuisson et légumes secs les 15 premières minutes), jusqu'à ce qu'il soit doré. Laissez refroidir.",
      },
      {
        time: 10,
        explanation:
          'Crème au citron : fouettez 3 œufs avec 130 g de sucre, le zeste et le jus des citrons et la maïzena. Faites épaissir à feu doux sans cesser de fouetter, puis hors du feu ajoutez 80 g de beurre en morceaux.',
        tips: 'Dès que la crème épaissit et fait une bulle, retirez-la du feu.',
      },
      {
        time: 10,
        explanation:
          "Versez la crème sur le fond de tarte. Montez les blancs en neige en ajoutant le reste du sucre petit à petit, jusqu'à obtenir une meringue ferme et brillante.",
      },
      {
        time: 8,
        explanation:
          'Étalez ou pochez la meringue sur la crème et faites-la dorer 5 à 8 minutes sous le gril ou au chalumeau. Réservez au frais au moins 2 heures.',
      },
    ],
    variantSuggestions: ['Sans meringue, tarte au citron simple', 'Au citron vert', 'Avec une pâte sablée du commerce, plus rapide'],
    improvementSuggestions: ['Ajoutez une pincée de zeste de citron vert sur la meringue dorée.'],
    sideDishSuggestions: [],
    tags: ['pâtisserie', 'agrumes', 'hiver', 'technique', 'fêtes'],
  },
  {
    id: 'fondant-au-chocolat',
    title: 'Fondant au chocolat',
    description: "Un gâteau au chocolat dense, au cœur presque coulant, qui se prépare en un quart d'heure et ravit toujours.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 22,
    servings: 8,
    ingredients: [
      { id: 'chocolat-noir-patissier', quantity: 200, unit: 'g' },
      { id: 'beurre-doux', quantity: 150, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'farine-de-ble', quantity: 50, unit: 'g' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Préchauffez le four à 180 °C. Faites fondre le chocolat et le beurre ensemble au bain-marie ou au micro-ondes, puis mélangez.',
      },
      {
        time: 5,
        explanation: "Fouettez les œufs avec le sucre, ajoutez le chocolat fondu, puis la farine, et mélangez juste ce qu'il faut.",
      },
      {
        time: 22,
        explanation: 'Versez dans un moule beurré et enfournez 20 à 22 minutes : le centre doit encore trembler légèrement.',
        tips: "C'est en refroidissant que le fondant prend sa texture : ne prolongez pas la cuisson.",
      },
      { time: 3, explanation: 'Laissez tiédir 15 minutes avant de démouler, et servez tiède ou froid.' },
    ],
    variantSuggestions: ['Sans gluten avec de la poudre d’amande', 'Moins sucré', 'Avec un cœur de caramel au beurre salé'],
    improvementSuggestions: ["Parsemez de fleur de sel avant d'enfourner pour réveiller le chocolat."],
    sideDishSuggestions: ['Crème anglaise', 'Boule de glace vanille'],
    tags: ['chocolat', 'rapide', 'anniversaire', 'toute saison'],
  },
  {
    id: 'riz-au-lait-a-la-vanille',
    title: 'Riz au lait à la vanille',
    description:
      "Un riz au lait crémeux cuit tout doucement avec une gousse de vanille : un dessert d'enfance, économique et réconfortant.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'riz-rond', quantity: 120, unit: 'g' },
      { id: 'lait-demi-ecreme', quantity: 1, unit: 'l', note: 'idéalement entier' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 80, unit: 'g' },
    ],
    instructions: [
      { time: 5, explanation: "Rincez le riz et faites-le blanchir 2 minutes dans l'eau bouillante, puis égouttez-le." },
      {
        time: 35,
        explanation:
          "Portez le lait à frémissement avec la gousse de vanille fendue et grattée, ajoutez le riz et laissez cuire 35 minutes à feu très doux en remuant souvent, jusqu'à ce qu'il soit crémeux.",
        tips: 'Le feu doit être minimal : le lait ne doit jamais bouillir franchement.',
      },
      {
        time: 3,
        explanation: 'Hors du feu, ajoutez le sucre, retirez la gousse et répartissez dans des ramequins. Servez tiède ou froid.',
      },
    ],
    variantSuggestions: ['À la cannelle', 'Au lait de coco, version vegan', 'Avec un caramel au beurre salé'],
    improvementSuggestions: ["Ajoutez une cuillerée de crème fraîche en fin de cuisson pour plus d'onctuosité."],
    sideDishSuggestions: [],
    tags: ['économique', 'réconfortant', 'enfants', 'sans gluten', 'hiver'],
  },
  {
    id: 'poires-belle-helene',
    title: 'Poires Belle-Hélène',
    description:
      "Des poires pochées à la vanille, servies avec de la glace vanille et une sauce chocolat chaude : le dessert de brasserie qui fait l'unanimité.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'poire', quantity: 4, unit: 'pièce', note: 'fermes' },
      { id: 'eau', quantity: 1, unit: 'l' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'chocolat-noir-patissier', quantity: 100, unit: 'g' },
      { id: 'creme-liquide', quantity: 10, unit: 'cl' },
      { id: 'glace-vanille', quantity: 250, unit: 'g' },
      { id: 'amande-effilee', quantity: 20, unit: 'g' },
    ],
    instructions: [
      { time: 5, explanation: "Portez l'eau à ébullition avec le sucre et la gousse de vanille fendue pour faire un sirop." },
      { time: 5, explanation: 'Épluchez les poires en gardant la queue et retirez le cœur par le dessous avec une petite cuillère.' },
      {
        time: 20,
        explanation:
          "Pochez les poires 15 à 20 minutes dans le sirop frémissant, jusqu'à ce qu'elles soient tendres. Laissez-les refroidir dans le sirop.",
        tips: "Couvrez-les d'un papier cuisson posé à même le sirop pour qu'elles cuisent uniformément.",
      },
      {
        time: 5,
        explanation:
          "Faites chauffer la crème, versez-la sur le chocolat en morceaux et mélangez jusqu'à obtenir une sauce lisse. Faites dorer les amandes à sec.",
      },
      {
        time: 3,
        explanation: "Servez chaque poire égouttée avec une boule de glace vanille, nappée de sauce chocolat chaude et parsemée d'amandes.",
      },
    ],
    variantSuggestions: ['Sans glace, plus léger', 'Poires pochées au vin rouge', 'Avec de la crème chantilly'],
    improvementSuggestions: ['Gardez le sirop de pochage : il parfumera une salade de fruits.'],
    sideDishSuggestions: [],
    tags: ['automne', 'hiver', 'brasserie', 'chocolat', 'sans gluten'],
  },
  {
    id: 'tarte-tatin',
    title: 'Tarte Tatin',
    description: 'La célèbre tarte renversée : des pommes confites dans un caramel au beurre, sous une pâte croustillante, servie tiède.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 30,
    cookTime: 60,
    servings: 8,
    ingredients: [
      { id: 'pomme', quantity: 8, unit: 'pièce', note: 'fermes, type boskoop ou reine des reinettes' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'beurre-doux', quantity: 80, unit: 'g' },
      { id: 'pate-feuilletee', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      { time: 15, explanation: 'Épluchez les pommes, coupez-les en quartiers et retirez le cœur.' },
      {
        time: 10,
        explanation:
          "Dans un moule à manqué allant sur le feu (ou une poêle allant au four), faites fondre le sucre à sec jusqu'à obtenir un caramel blond, puis ajoutez le beurre en morceaux hors du feu.",
        tips: 'Attention aux projections quand le beurre rencontre le caramel.',
      },
      {
        time: 20,
        explanation:
          "Rangez les quartiers de pommes debout et bien serrés sur le caramel, et faites-les cuire 15 à 20 minutes à feu doux pour qu'ils commencent à confire. Préchauffez le four à 200 °C.",
      },
      { time: 5, explanation: "Couvrez de pâte feuilletée, rentrez les bords à l'intérieur du moule et piquez la pâte." },
      {
        time: 35,
        explanation:
          "Enfournez 30 à 35 minutes, jusqu'à ce que la pâte soit bien dorée. Laissez reposer 10 minutes, puis retournez la tarte sur un plat d'un geste franc.",
      },
    ],
    variantSuggestions: ['Avec des poires', 'Avec une pâte brisée', 'Moins sucré'],
    improvementSuggestions: ['Servez-la tiède avec une cuillerée de crème fraîche épaisse, comme à Lamotte-Beuvron.'],
    sideDishSuggestions: ['Crème fraîche épaisse', 'Boule de glace vanille'],
    tags: ['automne', 'hiver', 'classique', 'technique', 'caramel'],
  },
  {
    id: 'profiteroles-au-chocolat',
    title: 'Profiteroles au chocolat',
    description:
      "Des petits choux maison garnis de glace vanille et nappés d'une sauce chocolat chaude : le dessert de fête des brasseries.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 30,
    cookTime: 30,
    servings: 6,
    ingredients: [
      { id: 'eau', quantity: 25, unit: 'cl' },
      { id: 'beurre-doux', quantity: 100, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'farine-de-ble', quantity: 150, unit: 'g' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'chocolat-noir-patissier', quantity: 150, unit: 'g' },
      { id: 'creme-liquide', quantity: 15, unit: 'cl' },
      { id: 'glace-vanille', quantity: 500, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 190 °C. Portez à ébullition l'eau, le beurre, le sucre et le sel. Hors du feu, ajoutez la farine d'un coup et mélangez vivement, puis remettez sur feu doux 1 à 2 minutes pour dessécher la pâte, jusqu'à ce qu'elle forme une boule.",
      },
      {
        time: 7,
        explanation:
          'Hors du feu, incorporez les œufs un à un en mélangeant énergiquement entre chaque ajout : la pâte doit être lisse, brillante et former un ruban.',
        tips: "Si la pâte est trop ferme, ajoutez un peu d'œuf battu supplémentaire.",
      },
      {
        time: 8,
        explanation:
          'Dressez 24 petits choux sur une plaque couverte de papier cuisson, à la poche ou avec deux cuillères, en les espaçant bien.',
      },
      {
        time: 25,
        explanation:
          "Enfournez 25 minutes sans jamais ouvrir la porte, jusqu'à ce que les choux soient bien dorés et secs. Laissez-les refroidir sur une grille.",
      },
      { time: 5, explanation: "Faites chauffer la crème, versez-la sur le chocolat et mélangez jusqu'à obtenir une sauce lisse." },
      {
        time: 5,
        explanation:
          "Coupez les choux en deux, garnissez-les d'une petite boule de glace, refermez et nappez de sauce chocolat chaude au moment de servir.",
      },
    ],
    variantSuggestions: ['Garnis de crème chantilly', 'Avec une sauce caramel', 'Choux du commerce, plus rapide'],
    improvementSuggestions: ["Parsemez d'amandes effilées grillées."],
    sideDishSuggestions: [],
    tags: ['fêtes', 'pâtisserie', 'chocolat', 'technique', 'brasserie', 'toute saison'],
  },
  {
    id: 'charlotte-aux-fraises',
    title: 'Charlotte aux fraises',
    description: "Une couronne de biscuits cuillère imbibés de sirop, garnie d'une crème légère au mascarpone et de fraises fraîches.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 35,
    cookTime: 3,
    servings: 8,
    ingredients: [
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'sucre-en-poudre', quantity: 80, unit: 'g' },
      { id: 'fraise', quantity: 500, unit: 'g' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl', note: 'entière, très froide' },
      { id: 'mascarpone', quantity: 250, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce', note: 'sachet' },
      { id: 'biscuit-cuillere', quantity: 24, unit: 'pièce' },
    ],
    instructions: [
      { time: 3, explanation: "Faites bouillir l'eau avec 40 g de sucre pour obtenir un sirop, puis laissez refroidir." },
      {
        time: 8,
        explanation: 'Lavez, équeutez les fraises. Gardez-en une dizaine de belles pour la décoration et coupez les autres en morceaux.',
      },
      {
        time: 8,
        explanation:
          'Fouettez la crème froide en chantilly, puis incorporez-la délicatement au mascarpone battu avec le reste du sucre et le sucre vanillé.',
      },
      {
        time: 10,
        explanation:
          "Trempez rapidement les biscuits dans le sirop et tapissez-en le fond et les bords d'un moule à charlotte, face bombée contre la paroi.",
        tips: "Un passage éclair dans le sirop suffit : trop imbibés, les biscuits s'effondrent.",
      },
      {
        time: 7,
        explanation:
          "Alternez crème et fraises en morceaux, terminez par une couche de biscuits imbibés, couvrez d'une assiette avec un petit poids et réservez au moins 6 heures au frais. Démoulez et décorez de fraises.",
      },
    ],
    variantSuggestions: ['Aux framboises', 'Plus léger au fromage blanc', 'Aux poires et chocolat en hiver'],
    improvementSuggestions: ["Nappez le dessus d'un coulis de fraises mixées avec un peu de sucre glace."],
    sideDishSuggestions: [],
    tags: ['printemps', 'fruits', 'anniversaire', 'à préparer la veille', 'sans cuisson'],
  },
  {
    id: 'crumble-aux-pommes',
    title: 'Crumble aux pommes',
    description:
      "Des pommes fondantes à la cannelle sous une pâte sablée croustillante et dorée : le dessert le plus simple et le plus réconfortant de l'automne.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'pomme', quantity: 6, unit: 'pièce' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'farine-de-ble', quantity: 100, unit: 'g' },
      { id: 'sucre-roux', quantity: 80, unit: 'g' },
      { id: 'beurre-doux', quantity: 80, unit: 'g', note: 'froid' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Préchauffez le four à 190 °C. Épluchez les pommes, coupez-les en gros dés et mettez-les dans un plat avec la cannelle.',
      },
      {
        time: 7,
        explanation:
          "Du bout des doigts, sablez la farine, le sucre roux et le beurre froid en dés jusqu'à obtenir une pâte grumeleuse, puis parsemez-la sur les pommes.",
        tips: 'Ne pétrissez pas : ce sont les grumeaux qui donnent le croustillant.',
      },
      {
        time: 35,
        explanation: "Enfournez 30 à 35 minutes, jusqu'à ce que le dessus soit doré et que le jus des pommes bouillonne sur les bords.",
      },
    ],
    variantSuggestions: [
      'Avec des poires et du chocolat',
      'Sans gluten avec de la poudre d’amande et de la farine de riz',
      'Version vegan avec de l’huile de coco',
    ],
    improvementSuggestions: ["Ajoutez des flocons d'avoine et des noisettes concassées à la pâte pour plus de croquant."],
    sideDishSuggestions: ['Crème anglaise', 'Boule de glace vanille'],
    tags: ['automne', 'hiver', 'rapide', 'enfants', 'fruits'],
  },
  {
    id: 'crumble-fraise-rhubarbe',
    title: 'Crumble fraise-rhubarbe',
    description:
      "L'acidité de la rhubarbe et la douceur des fraises sous un crumble croustillant aux amandes : le dessert phare du printemps.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'rhubarbe', quantity: 500, unit: 'g' },
      { id: 'fraise', quantity: 250, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'farine-de-ble', quantity: 100, unit: 'g' },
      { id: 'amande-en-poudre', quantity: 50, unit: 'g' },
      { id: 'sucre-roux', quantity: 60, unit: 'g' },
      { id: 'beurre-doux', quantity: 80, unit: 'g', note: 'froid' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Épluchez la rhubarbe en retirant les fils et coupez-la en tronçons de 2 cm. Équeutez les fraises et coupez-les en deux.',
      },
      {
        time: 3,
        explanation:
          'Mélangez les fruits avec le sucre en poudre dans un plat et laissez-les rendre un peu de jus pendant que vous préparez la pâte. Préchauffez le four à 190 °C.',
      },
      {
        time: 7,
        explanation:
          "Sablez la farine, la poudre d'amande, le sucre roux et le beurre froid du bout des doigts et émiettez la pâte sur les fruits.",
      },
      {
        time: 35,
        explanation: "Enfournez 35 minutes, jusqu'à ce que le crumble soit doré.",
        tips: 'Laissez tiédir : le jus épaissit en refroidissant.',
      },
    ],
    variantSuggestions: ['Moins sucré', 'Sans gluten', 'Rhubarbe seule'],
    improvementSuggestions: ["Ajoutez le zeste d'une orange aux fruits."],
    sideDishSuggestions: ['Yaourt grec', 'Crème fraîche'],
    tags: ['printemps', 'fruits', 'de saison'],
  },
  {
    id: 'tarte-aux-fraises',
    title: 'Tarte aux fraises',
    description:
      'Une pâte sablée garnie de crème pâtissière à la vanille et couverte de fraises fraîches brillantes : la star des tables de printemps.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 30,
    cookTime: 25,
    servings: 8,
    ingredients: [
      { id: 'pate-sablee', quantity: 1, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 40, unit: 'cl' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'jaune-d-oeuf', quantity: 3, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 70, unit: 'g' },
      { id: 'maizena', quantity: 30, unit: 'g' },
      { id: 'fraise', quantity: 500, unit: 'g' },
      { id: 'confiture-de-fraise', quantity: 2, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 20,
        explanation:
          'Préchauffez le four à 180 °C. Foncez un moule avec la pâte sablée, piquez le fond, couvrez de papier cuisson et de légumes secs et faites cuire à blanc 15 minutes, puis 5 minutes sans les légumes secs. Laissez refroidir.',
      },
      {
        time: 10,
        explanation:
          'Crème pâtissière : faites chauffer le lait avec la vanille. Fouettez les jaunes avec le sucre et la maïzena, versez le lait chaud, remettez dans la casserole et faites épaissir en fouettant 2 minutes après les premiers bouillons. Filmez au contact et laissez refroidir.',
      },
      { time: 8, explanation: 'Lavez rapidement les fraises, équeutez-les et coupez-les en deux si elles sont grosses.' },
      { time: 5, explanation: 'Lissez la crème refroidie au fouet, étalez-la sur le fond de tarte et disposez les fraises serrées.' },
      {
        time: 3,
        explanation: "Faites tiédir la confiture avec une cuillerée d'eau et badigeonnez-en les fraises pour les faire briller.",
        tips: 'Garnissez la tarte au plus 2 heures avant de servir pour que la pâte reste croustillante.',
      },
    ],
    variantSuggestions: ['Aux framboises', 'Sans crème pâtissière, avec du mascarpone', 'Pâte sablée maison'],
    improvementSuggestions: ['Ajoutez quelques feuilles de basilic ou de menthe ciselées sur les fraises.'],
    sideDishSuggestions: [],
    tags: ['printemps', 'fruits', 'pâtisserie', 'fête des mères'],
  },
  {
    id: 'salade-de-fruits-d-ete-a-la-menthe',
    title: "Salade de fruits d'été à la menthe",
    description: 'Fraises, pêches, abricots, melon et myrtilles dans un jus de citron légèrement sucré et parfumé à la menthe fraîche.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 2, unit: 'c. à soupe' },
      { id: 'menthe', quantity: 5, unit: 'g' },
      { id: 'melon', quantity: 0.5, unit: 'pièce' },
      { id: 'peche', quantity: 2, unit: 'pièce' },
      { id: 'abricot', quantity: 4, unit: 'pièce' },
      { id: 'fraise', quantity: 250, unit: 'g' },
      { id: 'myrtille', quantity: 100, unit: 'g' },
    ],
    instructions: [
      { time: 3, explanation: 'Pressez le citron et mélangez son jus avec le sucre et la moitié de la menthe ciselée dans un saladier.' },
      {
        time: 10,
        explanation:
          'Coupez le melon, les pêches et les abricots en morceaux, les fraises en deux, et ajoutez-les au fur et à mesure dans le saladier avec les myrtilles.',
        tips: "Le jus de citron empêche les fruits de s'oxyder.",
      },
      { time: 2, explanation: "Mélangez délicatement, parsemez du reste de menthe et réservez au frais jusqu'au service." },
    ],
    variantSuggestions: ['Sans sucre ajouté', 'Version d’hiver aux agrumes, pomme et kiwi', 'Avec un trait de sirop d’érable'],
    improvementSuggestions: ['Servez avec un sorbet citron ou quelques amandes effilées grillées.'],
    sideDishSuggestions: [],
    tags: ['été', 'vegan', 'fruits', 'léger', 'sans cuisson', 'sans gluten', 'sans lactose'],
  },
  {
    id: 'pommes-au-four-a-la-cannelle',
    title: 'Pommes au four à la cannelle',
    description:
      "Des pommes entières rôties au four, farcies de raisins secs et de noix, arrosées de sirop d'érable et parfumées à la cannelle.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'pomme', quantity: 4, unit: 'pièce', note: 'boskoop ou reinette' },
      { id: 'raisin-sec', quantity: 40, unit: 'g' },
      { id: 'noix', quantity: 30, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'sirop-d-erable', quantity: 4, unit: 'c. à soupe' },
      { id: 'eau', quantity: 5, unit: 'cl' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Préchauffez le four à 180 °C. Lavez les pommes et retirez le cœur à l'aide d'un vide-pomme sans les percer jusqu'en bas. Entaillez légèrement la peau tout autour à mi-hauteur.",
        tips: "L'entaille évite que la peau éclate à la cuisson.",
      },
      {
        time: 4,
        explanation:
          "Mélangez les raisins secs, les noix concassées et la cannelle, farcissez les pommes et rangez-les dans un plat. Arrosez de sirop d'érable et versez l'eau au fond du plat.",
      },
      { time: 35, explanation: "Enfournez 30 à 35 minutes en arrosant deux fois avec le jus, jusqu'à ce que les pommes soient fondantes." },
    ],
    variantSuggestions: ['Au miel et au beurre', 'Avec des poires', 'Farcies de pâte d’amande'],
    improvementSuggestions: ['Servez-les tièdes avec un yaourt végétal à la vanille ou une boule de glace.'],
    sideDishSuggestions: [],
    tags: ['automne', 'hiver', 'vegan', 'économique', 'sans gluten', 'sans lactose'],
  },
  {
    id: 'salade-d-oranges-a-la-cannelle',
    title: "Salade d'oranges à la cannelle",
    description:
      "Des rondelles d'oranges saupoudrées de cannelle, parfumées à la fleur d'oranger et parsemées de pistaches : le dessert frais du Maghreb.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'orange', quantity: 6, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 1, unit: 'c. à soupe' },
      { id: 'arome-fleur-d-oranger', quantity: 1, unit: 'c. à café' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'pistache', quantity: 20, unit: 'g' },
      { id: 'menthe', quantity: 5, unit: 'g' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          'Pelez les oranges à vif en retirant toute la peau blanche, puis coupez-les en fines rondelles. Disposez-les sur un plat en récupérant le jus.',
      },
      {
        time: 3,
        explanation: "Mélangez le jus récupéré avec le sucre et la fleur d'oranger et versez sur les oranges. Saupoudrez de cannelle.",
      },
      {
        time: 2,
        explanation: 'Parsemez de pistaches concassées et de feuilles de menthe, et servez bien frais.',
        tips: "Préparée 1 heure à l'avance, elle est encore plus parfumée.",
      },
    ],
    variantSuggestions: ['Avec des dattes', 'Avec des oranges sanguines', 'Sans sucre'],
    improvementSuggestions: ['Ajoutez quelques graines de grenade pour la couleur.'],
    sideDishSuggestions: [],
    tags: ['hiver', 'vegan', 'agrumes', 'léger', 'sans cuisson', 'sans gluten', 'sans lactose'],
  },
  {
    id: 'tiramisu',
    title: 'Tiramisu',
    description:
      'Des biscuits imbibés de café fort, une crème mousseuse au mascarpone et un voile de cacao : le dessert italien le plus aimé.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 25,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'cafe', quantity: 30, unit: 'cl', note: 'fort, refroidi' },
      { id: 'oeuf', quantity: 3, unit: 'pièce', note: 'très frais' },
      { id: 'sucre-en-poudre', quantity: 80, unit: 'g' },
      { id: 'mascarpone', quantity: 250, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'biscuit-cuillere', quantity: 24, unit: 'pièce' },
      { id: 'cacao-en-poudre', quantity: 2, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 3, explanation: 'Préparez le café et laissez-le refroidir dans une assiette creuse.' },
      {
        time: 6,
        explanation:
          "Séparez les blancs des jaunes. Fouettez les jaunes avec le sucre jusqu'à ce que le mélange blanchisse, puis incorporez le mascarpone.",
      },
      { time: 5, explanation: 'Montez les blancs en neige ferme avec le sel et incorporez-les délicatement à la crème au mascarpone.' },
      {
        time: 8,
        explanation:
          "Trempez rapidement les biscuits dans le café et tapissez-en le fond d'un plat. Couvrez de la moitié de la crème, puis d'une seconde couche de biscuits imbibés et du reste de crème.",
        tips: "Un aller-retour rapide dans le café suffit : les biscuits continuent de s'imbiber au frais.",
      },
      {
        time: 3,
        explanation: 'Lissez, couvrez et réservez au réfrigérateur au moins 6 heures. Saupoudrez de cacao juste avant de servir.',
      },
    ],
    variantSuggestions: ['Aux fruits rouges, sans café', 'Aux spéculoos', 'Avec un trait d’amaretto'],
    improvementSuggestions: ["Préparez-le la veille : il n'en sera que meilleur."],
    sideDishSuggestions: [],
    tags: ['à préparer la veille', 'sans cuisson', 'fêtes', 'toute saison'],
  },
  {
    id: 'panna-cotta-coulis-de-fruits-rouges',
    title: 'Panna cotta, coulis de fruits rouges',
    description: 'Une crème cuite à la vanille, lisse et tremblotante, servie avec un coulis de fruits rouges acidulé.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 10,
    servings: 6,
    ingredients: [
      { id: 'gelatine', quantity: 3, unit: 'pièce', note: 'feuilles' },
      { id: 'creme-liquide', quantity: 50, unit: 'cl', note: 'entière' },
      { id: 'sucre-en-poudre', quantity: 90, unit: 'g' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'fruits-rouges-surgeles', quantity: 250, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
    ],
    instructions: [
      { time: 2, explanation: "Faites ramollir les feuilles de gélatine 10 minutes dans un bol d'eau froide." },
      {
        time: 6,
        explanation:
          'Portez la crème à frémissement avec 60 g de sucre et la gousse de vanille fendue et grattée. Hors du feu, retirez la gousse et ajoutez la gélatine bien essorée en mélangeant.',
      },
      {
        time: 3,
        explanation: "Répartissez dans 6 verrines et réservez au réfrigérateur au moins 4 heures, jusqu'à ce que la crème soit prise.",
      },
      {
        time: 8,
        explanation:
          'Coulis : faites chauffer les fruits rouges 5 minutes avec le reste du sucre et le jus du demi-citron, mixez et passez au tamis. Laissez refroidir et versez sur les panna cotta au moment de servir.',
        tips: "Pour une version végétale, remplacez la gélatine par 2 g d'agar-agar portés à ébullition.",
      },
    ],
    variantSuggestions: ['Au lait de coco et agar-agar, version vegan', 'Coulis de mangue', 'Au caramel'],
    improvementSuggestions: ['Ajoutez quelques fruits frais et des éclats de biscuits sur le coulis.'],
    sideDishSuggestions: [],
    tags: ['à préparer la veille', 'fruits', 'sans gluten', 'toute saison'],
  },
  {
    id: 'riz-gluant-a-la-mangue-et-au-lait-de-coco',
    title: 'Riz gluant à la mangue et au lait de coco',
    description:
      'Le dessert thaïlandais : un riz fondant cuit au lait de coco sucré, servi avec des tranches de mangue bien mûre et du sésame.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 15,
    cookTime: 30,
    servings: 4,
    ingredients: [
      { id: 'riz-rond', quantity: 200, unit: 'g', note: 'gluant si possible' },
      { id: 'eau', quantity: 30, unit: 'cl' },
      { id: 'lait-de-coco', quantity: 400, unit: 'ml' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'mangue', quantity: 2, unit: 'pièce', note: 'bien mûres' },
      { id: 'graines-de-sesame', quantity: 1, unit: 'c. à café' },
    ],
    instructions: [
      { time: 5, explanation: "Rincez le riz plusieurs fois jusqu'à ce que l'eau soit claire (idéalement, laissez-le tremper 1 heure)." },
      {
        time: 20,
        explanation:
          "Faites-le cuire 20 minutes à couvert et à feu très doux avec l'eau et la moitié du lait de coco, jusqu'à ce qu'il ait tout absorbé.",
      },
      {
        time: 5,
        explanation:
          'Faites chauffer le reste du lait de coco avec le sucre et le sel sans bouillir. Versez-en les deux tiers sur le riz chaud, mélangez et laissez reposer 10 minutes à couvert.',
        tips: 'Le riz absorbe la sauce en reposant et devient fondant.',
      },
      {
        time: 8,
        explanation:
          'Épluchez les mangues et tranchez la chair le long du noyau. Servez le riz tiède avec la mangue, nappé du reste de sauce coco et parsemé de sésame grillé.',
      },
    ],
    variantSuggestions: ['Avec de l’ananas', 'Moins sucré', 'Avec du riz rond classique'],
    improvementSuggestions: ['Ajoutez une gousse de vanille ou un peu de zeste de citron vert dans la sauce coco.'],
    sideDishSuggestions: [],
    tags: ['vegan', 'exotique', 'sans gluten', 'sans lactose', 'printemps', 'été'],
  },
  {
    id: 'halwa-de-carottes',
    title: 'Halwa de carottes',
    description:
      "Le gajar halwa indien : des carottes râpées confites dans le lait, le beurre et la cardamome, parsemées de pistaches et d'amandes.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Indienne',
    complexity: 2,
    prepTime: 15,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'carotte', quantity: 600, unit: 'g' },
      { id: 'beurre-doux', quantity: 40, unit: 'g', note: 'ou ghee' },
      { id: 'lait-demi-ecreme', quantity: 50, unit: 'cl', note: 'idéalement entier' },
      { id: 'sucre-en-poudre', quantity: 80, unit: 'g' },
      { id: 'cardamome', quantity: 0.5, unit: 'c. à café' },
      { id: 'raisin-sec', quantity: 30, unit: 'g' },
      { id: 'amande', quantity: 20, unit: 'g' },
      { id: 'pistache', quantity: 20, unit: 'g' },
    ],
    instructions: [
      { time: 12, explanation: 'Épluchez et râpez finement les carottes.' },
      { time: 5, explanation: 'Faites-les revenir 5 minutes dans le beurre dans une grande sauteuse à fond épais.' },
      {
        time: 35,
        explanation:
          "Versez le lait et laissez cuire à feu moyen 30 à 35 minutes en remuant régulièrement, jusqu'à ce que le lait soit presque entièrement évaporé.",
        tips: 'Remuez plus souvent vers la fin : le mélange accroche facilement.',
      },
      {
        time: 8,
        explanation:
          "Ajoutez le sucre, la cardamome et les raisins secs et poursuivez 5 minutes jusqu'à ce que le halwa se détache des bords. Servez tiède, parsemé d'amandes et de pistaches concassées.",
      },
    ],
    variantSuggestions: ['Version vegan au lait de coco et huile de coco', 'Moins sucré', 'Avec de la noix de coco râpée'],
    improvementSuggestions: ['Servez-le avec une cuillerée de yaourt grec ou une boule de glace vanille.'],
    sideDishSuggestions: [],
    tags: ['hiver', 'épices', 'sans gluten', 'végétarien'],
  },
  {
    id: 'cheesecake-new-yorkais',
    title: 'Cheesecake new-yorkais',
    description:
      'Une base croustillante de biscuits au beurre et un appareil épais et crémeux au fromage frais et au citron, cuit doucement : le vrai cheesecake de New York.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Américaine',
    complexity: 3,
    prepTime: 25,
    cookTime: 65,
    servings: 10,
    ingredients: [
      { id: 'petit-beurre', quantity: 200, unit: 'g' },
      { id: 'beurre-doux', quantity: 80, unit: 'g', note: 'fondu' },
      { id: 'fromage-frais-a-tartiner', quantity: 600, unit: 'g', note: 'type Philadelphia, à température ambiante' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce', note: 'sachet' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 150, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 160 °C. Mixez les biscuits en poudre, mélangez-les avec le beurre fondu et tassez-les au fond d'un moule à charnière de 22 cm chemisé de papier cuisson.",
      },
      { time: 10, explanation: 'Faites cuire la base 10 minutes, puis laissez-la refroidir. Baissez le four à 140 °C.' },
      {
        time: 8,
        explanation:
          "Fouettez le fromage frais avec les sucres et la maïzena jusqu'à ce qu'il soit lisse, puis ajoutez les œufs un à un, la crème fraîche, le zeste et le jus du citron, en mélangeant à vitesse lente.",
        tips: "Fouettez le moins possible après l'ajout des œufs : trop d'air fait craqueler le cheesecake.",
      },
      {
        time: 55,
        explanation:
          'Versez sur la base et faites cuire 55 minutes : les bords doivent être pris et le centre encore tremblotant. Éteignez le four et laissez le cheesecake refroidir 1 heure porte entrouverte.',
      },
      { time: 3, explanation: 'Réservez au réfrigérateur au moins 6 heures, idéalement une nuit, avant de démouler.' },
    ],
    variantSuggestions: ['Avec un coulis de fruits rouges', 'Base aux spéculoos', 'Au citron vert'],
    improvementSuggestions: ["Posez un plat d'eau chaude sur la grille du bas pendant la cuisson pour un cheesecake bien lisse."],
    sideDishSuggestions: ['Coulis de fruits rouges'],
    tags: ['à préparer la veille', 'fêtes', 'anniversaire', 'toute saison'],
  },
  {
    id: 'creme-caramel',
    title: 'Crème caramel',
    description: 'Une crème aux œufs à la vanille, cuite au bain-marie sur un caramel blond qui se transforme en sauce au démoulage.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 45,
    servings: 6,
    ingredients: [
      { id: 'sucre-en-poudre', quantity: 200, unit: 'g' },
      { id: 'eau', quantity: 3, unit: 'c. à soupe' },
      { id: 'lait-demi-ecreme', quantity: 75, unit: 'cl' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'oeuf', quantity: 6, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Faites un caramel blond avec 100 g de sucre et l'eau, puis versez-le aussitôt au fond de 6 ramequins (ou d'un moule) en les faisant tourner pour napper le fond.",
      },
      {
        time: 5,
        explanation:
          'Préchauffez le four à 160 °C. Portez le lait à frémissement avec la gousse de vanille fendue et laissez infuser 5 minutes.',
      },
      {
        time: 5,
        explanation:
          'Fouettez les œufs avec le reste du sucre sans faire mousser, puis versez le lait chaud filtré en mélangeant doucement. Répartissez sur le caramel.',
      },
      {
        time: 45,
        explanation:
          'Faites cuire au bain-marie 40 à 45 minutes : la crème doit être prise mais encore souple au centre. Laissez refroidir puis réservez au moins 3 heures au frais.',
        tips: "L'eau du bain-marie ne doit jamais bouillir, sinon la crème se remplit de petits trous.",
      },
      { time: 2, explanation: 'Passez une lame autour des crèmes et retournez-les sur des assiettes pour démouler.' },
    ],
    variantSuggestions: ['Au lait de coco', 'Parfumée au café', 'En un grand moule à partager'],
    improvementSuggestions: ['Ajoutez une pincée de fleur de sel dans le caramel.'],
    sideDishSuggestions: [],
    tags: ['classique', 'économique', 'sans gluten', 'à préparer la veille', 'toute saison'],
  },
  {
    id: 'far-breton-aux-pruneaux',
    title: 'Far breton aux pruneaux',
    description: 'Le flan épais et moelleux de Bretagne, doré au four et garni de pruneaux fondants.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 50,
    servings: 8,
    ingredients: [
      { id: 'beurre-doux', quantity: 30, unit: 'g' },
      { id: 'farine-de-ble', quantity: 200, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 150, unit: 'g' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 75, unit: 'cl', note: 'idéalement entier' },
      { id: 'pruneau', quantity: 200, unit: 'g', note: 'dénoyautés' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 200 °C. Beurrez généreusement un plat à gratin avec le beurre.' },
      {
        time: 10,
        explanation:
          'Mélangez la farine, le sucre et le sel, ajoutez les œufs un à un en fouettant, puis versez le lait progressivement pour obtenir une pâte lisse et liquide comme une pâte à crêpes.',
      },
      { time: 2, explanation: 'Répartissez les pruneaux dans le plat et versez la pâte par-dessus.' },
      {
        time: 50,
        explanation:
          "Enfournez 10 minutes à 200 °C, puis baissez à 180 °C et poursuivez 40 minutes, jusqu'à ce que le far soit bien doré et gonflé.",
        tips: "Il retombe en refroidissant, c'est normal : c'est ce qui le rend si dense et fondant.",
      },
    ],
    variantSuggestions: ['Nature, sans pruneaux', 'Avec des raisins secs', 'Aux pommes'],
    improvementSuggestions: ['Faites gonfler les pruneaux 30 minutes dans un thé chaud (ou un peu de rhum) avant de les utiliser.'],
    sideDishSuggestions: [],
    tags: ['bretagne', 'hiver', 'économique', 'goûter'],
  },
  {
    id: 'figues-roties-au-miel-et-aux-noix',
    title: 'Figues rôties au miel et aux noix',
    description: 'Des figues fraîches rôties au four avec du miel et des noix, servies tièdes sur un yaourt grec bien frais.',
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'figue', quantity: 12, unit: 'pièce' },
      { id: 'miel', quantity: 3, unit: 'c. à soupe' },
      { id: 'cannelle', quantity: 1, unit: 'pincée' },
      { id: 'noix', quantity: 40, unit: 'g' },
      { id: 'yaourt-grec', quantity: 250, unit: 'g' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          'Préchauffez le four à 200 °C. Entaillez les figues en croix sur le dessus et ouvrez-les légèrement. Rangez-les dans un plat.',
      },
      { time: 3, explanation: 'Arrosez-les de miel, saupoudrez de cannelle et parsemez de noix concassées.' },
      {
        time: 15,
        explanation: "Faites-les rôtir 12 à 15 minutes, jusqu'à ce qu'elles soient fondantes et caramélisées.",
        tips: 'Choisissez des figues bien mûres mais encore fermes.',
      },
      { time: 2, explanation: 'Servez tiède sur le yaourt grec, nappé du jus de cuisson.' },
    ],
    variantSuggestions: [
      'Avec du chèvre frais à l’apéritif',
      'Version vegan avec du sirop d’érable et un yaourt végétal',
      'Avec des amandes',
    ],
    improvementSuggestions: ['Ajoutez une branche de thym ou de romarin dans le plat pendant la cuisson.'],
    sideDishSuggestions: [],
    tags: ['automne', 'fruits', 'rapide', 'sans gluten', 'végétarien'],
  },
  {
    id: 'ananas-roti-a-la-vanille',
    title: 'Ananas rôti à la vanille',
    description: "Un ananas entier rôti au four, arrosé d'un sirop au sucre roux et à la vanille jusqu'à devenir caramélisé et fondant.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'ananas', quantity: 1, unit: 'pièce' },
      { id: 'sucre-roux', quantity: 60, unit: 'g' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Préchauffez le four à 190 °C. Épluchez l'ananas en retirant bien les yeux, en gardant le plumet si vous voulez une jolie présentation.",
      },
      {
        time: 5,
        explanation:
          "Faites fondre le sucre roux dans l'eau avec la gousse de vanille fendue et grattée, et ajoutez le jus du citron vert.",
      },
      {
        time: 40,
        explanation:
          "Posez l'ananas dans un plat, arrosez-le de sirop et enfournez 40 minutes en l'arrosant toutes les 10 minutes, jusqu'à ce qu'il soit doré et caramélisé.",
        tips: "Plantez la gousse de vanille dans l'ananas pendant la cuisson pour la présentation.",
      },
    ],
    variantSuggestions: ['Avec un trait de rhum', 'Parfumé aux épices (cannelle, badiane)', 'En tranches, plus rapide'],
    improvementSuggestions: ['Servez en tranches tièdes avec un sorbet coco.'],
    sideDishSuggestions: [],
    tags: ['hiver', 'vegan', 'exotique', 'fruits', 'sans gluten', 'sans lactose'],
  },
  {
    id: 'sorbet-minute-aux-fruits-rouges',
    title: 'Sorbet minute aux fruits rouges',
    description:
      'Un sorbet express sans sorbetière : des fruits rouges surgelés mixés avec du sucre glace et du citron, prêt en 5 minutes.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 5,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'fruits-rouges-surgeles', quantity: 500, unit: 'g' },
      { id: 'sucre-glace', quantity: 60, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'eau', quantity: 3, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 1, explanation: "Sortez les fruits du congélateur 5 minutes avant pour qu'ils se mixent plus facilement." },
      {
        time: 3,
        explanation:
          "Mixez-les avec le sucre glace, le jus du demi-citron et l'eau, en raclant les parois, jusqu'à obtenir une texture lisse de sorbet.",
        tips: 'Un blender puissant ou un robot à lame en S donnent le meilleur résultat.',
      },
      { time: 1, explanation: 'Servez immédiatement en boules, ou réservez 15 minutes au congélateur pour une texture plus ferme.' },
    ],
    variantSuggestions: ['À la mangue surgelée', 'Avec une banane pour plus d’onctuosité', 'Sans sucre ajouté'],
    improvementSuggestions: ['Décorez de quelques feuilles de menthe et de fruits frais.'],
    sideDishSuggestions: [],
    tags: ['été', 'vegan', 'rapide', 'fruits', 'sans gluten', 'sans lactose', 'enfants'],
  },
  {
    id: 'galette-des-rois-a-la-frangipane',
    title: 'Galette des rois à la frangipane',
    description:
      'Deux disques de pâte feuilletée dorée renfermant une frangipane aux amandes fondante, et une fève pour tirer les rois en janvier.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 30,
    cookTime: 35,
    servings: 8,
    ingredients: [
      { id: 'beurre-doux', quantity: 100, unit: 'g', note: 'mou' },
      { id: 'sucre-en-poudre', quantity: 100, unit: 'g' },
      { id: 'amande-en-poudre', quantity: 125, unit: 'g' },
      { id: 'oeuf', quantity: 3, unit: 'pièce', note: '2 pour la frangipane, 1 pour la dorure' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'pate-feuilletee', quantity: 2, unit: 'pièce' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Frangipane : travaillez le beurre mou avec le sucre, puis ajoutez la poudre d'amande, 2 œufs un à un et la maïzena, jusqu'à obtenir une crème homogène.",
      },
      {
        time: 10,
        explanation:
          'Déroulez une pâte sur une plaque couverte de papier cuisson. Étalez la frangipane en laissant 2 cm de bord libre, glissez la fève, puis humidifiez le bord au pinceau et couvrez de la seconde pâte en soudant bien les bords.',
        tips: 'Ne mettez pas la fève au centre : on risque de la couper au premier coup de couteau.',
      },
      {
        time: 10,
        explanation:
          "Badigeonnez d'œuf battu, réservez 30 minutes au réfrigérateur, puis dorez une seconde fois et dessinez des rosaces à la pointe du couteau sans percer la pâte. Piquez quelques trous pour la vapeur. Préchauffez le four à 200 °C.",
      },
      { time: 35, explanation: "Enfournez 30 à 35 minutes, jusqu'à ce que la galette soit bien gonflée et dorée. Servez tiède." },
    ],
    variantSuggestions: ['Frangipane chocolat-poire', 'Avec une crème pâtissière pour plus de légèreté', 'Aux pommes'],
    improvementSuggestions: ["Badigeonnez la galette d'un sirop de sucre à la sortie du four pour qu'elle brille."],
    sideDishSuggestions: [],
    tags: ['hiver', 'épiphanie', 'fêtes', 'pâtisserie', 'tradition'],
  },
  {
    id: 'apple-pie',
    title: 'Apple pie',
    description:
      'La tarte aux pommes américaine couverte : des pommes à la cannelle et au sucre roux entre deux pâtes dorées et croustillantes.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Américaine',
    complexity: 2,
    prepTime: 30,
    cookTime: 50,
    servings: 8,
    ingredients: [
      { id: 'pomme', quantity: 6, unit: 'pièce', note: 'granny smith et golden mélangées' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'sucre-roux', quantity: 80, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'pate-brisee', quantity: 2, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 20, unit: 'g' },
      { id: 'oeuf', quantity: 1, unit: 'pièce', note: 'pour la dorure' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          'Préchauffez le four à 200 °C. Épluchez les pommes, coupez-les en lamelles épaisses et mélangez-les avec le jus du citron, le sucre roux, la cannelle et la maïzena.',
      },
      {
        time: 10,
        explanation:
          'Foncez un moule à tarte assez haut avec une pâte, garnissez de pommes en dôme et parsemez de noisettes de beurre. Couvrez de la seconde pâte, soudez les bords en les pinçant et pratiquez quelques entailles sur le dessus.',
      },
      {
        time: 5,
        explanation: "Badigeonnez d'œuf battu et saupoudrez d'un peu de sucre roux.",
        tips: 'Posez la tarte sur une plaque : le jus peut déborder.',
      },
      {
        time: 50,
        explanation:
          "Enfournez 15 minutes à 200 °C, puis 35 minutes à 180 °C, jusqu'à ce que la pâte soit bien dorée et le jus bouillonne par les entailles. Laissez tiédir au moins 1 heure avant de couper.",
      },
    ],
    variantSuggestions: ['Avec un treillis de pâte sur le dessus', 'Pommes-poires', 'Moins sucré'],
    improvementSuggestions: ['Servez-la tiède « à la mode », avec une boule de glace vanille.'],
    sideDishSuggestions: ['Boule de glace vanille'],
    tags: ['automne', 'fruits', 'thanksgiving', 'familial'],
  },
];
