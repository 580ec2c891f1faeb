import type { RecipeData } from '../../vocabulary';

// Second half of the summer batch: lunchboxes, starters, apéritifs, summer fruit desserts and
// goûters, and cool drinks without alcohol, for May to October.
export const summerMix2: RecipeData[] = [
  // ───────────── Lunchbox d'été ─────────────
  {
    id: 'salade-de-pates-a-la-grecque',
    title: 'Salade de pâtes à la grecque',
    description:
      "Des penne mêlées de tomates cerises, concombre, oignon rouge, olives kalamata et feta, assaisonnées à l'origan et au vinaigre de vin : la salade de pâtes qui tient la matinée dans la boîte.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 11,
    servings: 4,
    ingredients: [
      { id: 'penne', quantity: 300, unit: 'g' },
      { id: 'tomate-cerise', quantity: 20, unit: 'pièce' },
      { id: 'concombre', quantity: 0.5, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'olive-kalamata', quantity: 16, unit: 'pièce' },
      { id: 'feta', quantity: 150, unit: 'g' },
      { id: 'origan', quantity: 1, unit: 'c. à café', note: 'séché' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'vinaigre-de-vin', quantity: 2, unit: 'c. à soupe', note: 'rouge' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 11,
        explanation:
          "Faites cuire les penne al dente dans une grande casserole d'eau bouillante salée, égouttez-les, rincez-les à l'eau froide et égouttez-les à nouveau.",
      },
      {
        time: 8,
        explanation:
          "Pendant ce temps, coupez les tomates cerises en deux, le concombre en dés, émincez finement l'oignon rouge et coupez la feta en cubes.",
      },
      {
        time: 4,
        explanation:
          "Fouettez l'huile d'olive, le vinaigre, l'origan, une pincée de sel et le poivre. Mélangez avec les pâtes, les légumes, les olives et la feta.",
      },
    ],
    variantSuggestions: [
      'Avec des pois chiches pour plus de protéines',
      'Avec des poivrons crus en dés',
      "Avec de l'orzo à la place des penne",
    ],
    improvementSuggestions: ["Dans la boîte, ajoutez la feta au dernier moment ou en dessus pour qu'elle ne se délite pas."],
    sideDishSuggestions: ['Fruit de saison', 'Yaourt grec'],
    tags: ['été', 'végétarien', 'lunchbox', 'pique-nique', 'batch cooking'],
  },
  {
    id: 'salade-de-quinoa-aux-haricots-verts-tomates-et-amandes',
    title: 'Salade de quinoa aux haricots verts, tomates et amandes',
    description:
      "Du quinoa, des haricots verts croquants, des tomates cerises, des amandes grillées et une vinaigrette moutarde-citron : une lunchbox végétale et sans gluten qui ne s'affaisse pas.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'quinoa', quantity: 200, unit: 'g' },
      { id: 'eau', quantity: 40, unit: 'cl' },
      { id: 'haricot-vert', quantity: 300, unit: 'g' },
      { id: 'tomate-cerise', quantity: 20, unit: 'pièce' },
      { id: 'amande', quantity: 50, unit: 'g' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'moutarde-de-dijon', quantity: 1, unit: 'c. à café' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-colza', quantity: 4, unit: 'c. à soupe' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Rincez le quinoa et faites-le cuire 12 à 15 min dans l'eau salée, jusqu'à ce qu'elle soit absorbée. Égrainez-le et laissez refroidir.",
      },
      {
        time: 10,
        explanation:
          "En parallèle, équeutez les haricots verts, coupez-les en deux et faites-les cuire 7 min à l'eau bouillante salée. Plongez-les dans l'eau glacée pour qu'ils restent verts et croquants.",
      },
      {
        time: 4,
        explanation:
          "Faites griller les amandes 3 min à sec et concassez-les grossièrement. Coupez les tomates cerises en deux et hachez l'échalote.",
      },
      {
        time: 4,
        explanation:
          "Fouettez la moutarde, le jus du citron, l'huile, le sel et le poivre. Mélangez avec le quinoa, les haricots, les tomates, l'échalote et la ciboulette ciselée, puis parsemez d'amandes.",
      },
    ],
    variantSuggestions: [
      'Avec des pois chiches ou un œuf dur',
      'Avec des pommes de terre nouvelles à la place du quinoa',
      'Avec des noisettes à la place des amandes',
    ],
    improvementSuggestions: ["Se garde 3 jours au réfrigérateur : gardez les amandes à part pour qu'elles restent croquantes."],
    sideDishSuggestions: ['Fruit de saison', 'Compote'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'lunchbox', 'batch cooking'],
  },
  {
    id: 'salade-de-riz-au-poulet-poivrons-et-mais',
    title: 'Salade de riz au poulet, poivrons et maïs',
    description:
      "Un reste de poulet rôti et du riz, mélangés à des poivrons croquants, du maïs, des tomates et une vinaigrette au paprika : la salade de riz des lunchbox d'été, complète et sans gluten.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 4,
    ingredients: [
      { id: 'riz-long', quantity: 250, unit: 'g' },
      { id: 'poulet-filet', quantity: 2, unit: 'pièce', note: 'ou un reste de poulet rôti' },
      { id: 'poivron-rouge', quantity: 1, unit: 'pièce' },
      { id: 'poivron-jaune', quantity: 1, unit: 'pièce' },
      { id: 'mais-doux', quantity: 150, unit: 'g', note: 'égoutté' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 15, unit: 'g' },
      { id: 'huile-de-tournesol', quantity: 5, unit: 'c. à soupe' },
      { id: 'vinaigre-de-cidre', quantity: 2, unit: 'c. à soupe' },
      { id: 'paprika', quantity: 1, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Faites cuire le riz dans une grande casserole d'eau bouillante salée selon le paquet, égouttez-le et rincez-le à l'eau froide.",
      },
      {
        time: 10,
        explanation:
          "En même temps, faites cuire les filets de poulet 5 min de chaque côté dans 1 cuillère à soupe d'huile, salez-les, laissez-les tiédir et coupez-les en dés.",
      },
      { time: 6, explanation: 'Coupez les poivrons et les tomates en petits dés et ciselez le persil.' },
      {
        time: 3,
        explanation:
          "Fouettez le reste d'huile avec le vinaigre, le paprika, une pincée de sel et le poivre. Mélangez avec le riz, le poulet, les légumes, le maïs et le persil.",
      },
    ],
    variantSuggestions: ['Avec du thon à la place du poulet', 'Avec des dés de concombre', 'Avec du riz complet'],
    improvementSuggestions: ['Refroidissez vite le riz et gardez la salade au réfrigérateur : elle se conserve 2 jours.'],
    sideDishSuggestions: ['Fruit de saison', 'Yaourt'],
    tags: ['été', 'sans gluten', 'sans lactose', 'lunchbox', 'anti-gaspi'],
  },
  {
    id: 'salade-de-lentilles-tomates-cerises-concombre-et-menthe',
    title: 'Salade de lentilles, tomates cerises, concombre et menthe',
    description:
      "Des lentilles vertes bien tenues, des tomates cerises, du concombre, de l'oignon rouge et de la menthe dans une vinaigrette au cumin : une salade protéinée, végétale et sans gluten pour le bureau.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 15,
    cookTime: 25,
    servings: 4,
    ingredients: [
      { id: 'lentilles-vertes', quantity: 250, unit: 'g' },
      { id: 'tomate-cerise', quantity: 20, unit: 'pièce' },
      { id: 'concombre', quantity: 0.5, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'laurier', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 0.5, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 25,
        explanation:
          "Rincez les lentilles et faites-les cuire 20 à 25 min dans 3 fois leur volume d'eau froide avec la feuille de laurier, sans sel. Salez en fin de cuisson, égouttez et laissez tiédir.",
        tips: 'Le sel en début de cuisson durcit la peau des lentilles.',
      },
      {
        time: 8,
        explanation: "Coupez les tomates cerises en deux, le concombre en dés, émincez finement l'oignon rouge et ciselez la menthe.",
      },
      {
        time: 3,
        explanation:
          "Fouettez l'huile d'olive avec le jus du citron, le cumin, une pincée de sel et le poivre, et mélangez avec les lentilles tièdes, puis ajoutez les légumes et la menthe.",
      },
    ],
    variantSuggestions: ['Avec de la feta émiettée', 'Avec des lentilles en conserve pour aller plus vite', 'Avec des poivrons grillés'],
    improvementSuggestions: ['Assaisonnez les lentilles encore tièdes : elles absorbent mieux la vinaigrette.'],
    sideDishSuggestions: ['Pain pita', 'Fruit de saison'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'lunchbox', 'économique', 'batch cooking'],
  },
  {
    id: 'wraps-tex-mex-aux-haricots-noirs-et-au-mais',
    title: 'Wraps tex-mex aux haricots noirs et au maïs',
    description:
      "Des tortillas roulées autour d'haricots noirs épicés au cumin, de maïs, de tomates, de salade croquante et de guacamole : une lunchbox végétale qui se mange avec les mains.",
    dishType: 'LunchBox',
    mealTypes: ['déjeuner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'tortilla-de-ble', quantity: 4, unit: 'pièce', note: 'grandes' },
      { id: 'haricots-noirs', quantity: 250, unit: 'g', note: 'en conserve, égouttés' },
      { id: 'mais-doux', quantity: 140, unit: 'g', note: 'égoutté' },
      { id: 'tomate', quantity: 2, unit: 'pièce' },
      { id: 'laitue-romaine', quantity: 0.5, unit: 'pièce' },
      { id: 'guacamole', quantity: 150, unit: 'g' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'paprika-fume', quantity: 0.5, unit: 'c. à café' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Faites chauffer les haricots noirs 3 min dans l'huile avec le cumin, le paprika et le sel, puis écrasez-les grossièrement à la fourchette avec le jus du citron vert. Laissez refroidir.",
      },
      { time: 6, explanation: 'Coupez les tomates en dés et émincez la romaine.' },
      {
        time: 6,
        explanation:
          'Étalez une cuillère de guacamole au centre de chaque tortilla, puis les haricots, le maïs, les tomates et la salade. Rabattez les côtés et roulez bien serré.',
      },
      { time: 2, explanation: 'Enveloppez chaque wrap dans du papier sulfurisé et coupez-le en deux en biais.' },
    ],
    variantSuggestions: [
      'Avec des tortillas de maïs pour une version sans gluten',
      'Avec du poulet grillé',
      'Avec du riz à la tomate dans le wrap',
    ],
    improvementSuggestions: ['Mettez la salade entre la sauce et les tomates : elle évite que la tortilla ne ramollisse.'],
    sideDishSuggestions: ['Fruit de saison', 'Chips de maïs'],
    tags: ['été', 'vegan', 'végétarien', 'sans lactose', 'lunchbox', 'rapide'],
  },
  {
    id: 'salade-de-vermicelles-de-riz-aux-crevettes-et-a-la-menthe',
    title: 'Salade de vermicelles de riz aux crevettes et à la menthe',
    description:
      'Des vermicelles de riz, des crevettes, du concombre, des carottes râpées, de la menthe et des cacahuètes avec une sauce nuoc-mâm-citron vert : une salade vietnamienne fraîche et sans gluten.',
    dishType: 'LunchBox',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 20,
    cookTime: 5,
    servings: 4,
    ingredients: [
      { id: 'nouilles-de-riz', quantity: 200, unit: 'g', note: 'vermicelles fins' },
      { id: 'crevette-cuite', quantity: 300, unit: 'g', note: 'décortiquées' },
      { id: 'concombre', quantity: 0.5, unit: 'pièce' },
      { id: 'carotte', quantity: 2, unit: 'pièce' },
      { id: 'menthe', quantity: 15, unit: 'g' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'cacahuete', quantity: 40, unit: 'g', note: 'non salées' },
      { id: 'nuoc-mam', quantity: 3, unit: 'c. à soupe' },
      { id: 'citron-vert', quantity: 2, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 1, unit: 'c. à soupe' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 4, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Faites cuire les vermicelles de riz selon le paquet (3 à 5 min dans l'eau bouillante), rincez-les à l'eau froide et égouttez-les bien.",
      },
      {
        time: 5,
        explanation:
          "Préparez la sauce : mélangez le nuoc-mâm, le jus des citrons verts, le sucre, l'eau, l'ail haché et la moitié du piment émincé jusqu'à ce que le sucre soit dissous.",
      },
      {
        time: 10,
        explanation:
          'Râpez les carottes, taillez le concombre en bâtonnets, effeuillez la menthe et la coriandre, concassez les cacahuètes.',
      },
      {
        time: 3,
        explanation:
          'Répartissez les vermicelles, les crudités, les herbes et les crevettes dans les boîtes, parsemez de cacahuètes et du reste de piment. Versez la sauce au moment de manger.',
      },
    ],
    variantSuggestions: [
      'Avec du poulet grillé ou du tofu',
      'Avec des feuilles de laitue et des pousses de soja',
      'Avec du porc au caramel, façon bo bun',
    ],
    improvementSuggestions: ["Transportez la sauce dans un petit pot à part pour que les vermicelles ne s'imbibent pas trop."],
    sideDishSuggestions: ['Rouleaux de printemps', 'Fruit de saison'],
    tags: ['été', 'sans gluten', 'sans lactose', 'lunchbox', 'vietnamien'],
  },
  // ───────────── Entrées d'été ─────────────
  {
    id: 'salade-de-tomates-anciennes-burrata-et-peches',
    title: 'Salade de tomates anciennes, burrata et pêches',
    description:
      "Des tomates anciennes de toutes les couleurs et des quartiers de pêche autour d'une burrata crémeuse, avec basilic, huile d'olive et vinaigre balsamique : l'entrée la plus simple et la plus estivale qui soit.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'tomate-coeur-de-boeuf', quantity: 2, unit: 'pièce', note: 'ou tomates anciennes variées' },
      { id: 'tomate-cerise', quantity: 12, unit: 'pièce' },
      { id: 'peche', quantity: 2, unit: 'pièce' },
      { id: 'burrata', quantity: 2, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'vinaigre-balsamique', quantity: 1, unit: 'c. à soupe' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          'Coupez les tomates en tranches ou en quartiers irréguliers, les tomates cerises en deux et les pêches en fins quartiers. Disposez-les sur un grand plat.',
      },
      { time: 2, explanation: 'Posez les burratas au centre et ouvrez-les au dernier moment pour que la crème coule sur les tomates.' },
      {
        time: 2,
        explanation: "Arrosez d'huile d'olive et de vinaigre balsamique, parsemez de fleur de sel, de poivre et de feuilles de basilic.",
      },
    ],
    variantSuggestions: ['Avec des nectarines ou des figues', 'Avec de la mozzarella di bufala', 'Avec quelques tranches de jambon cru'],
    improvementSuggestions: [
      'Ne mettez jamais les tomates au réfrigérateur : elles perdent leur parfum.',
      'Sortez la burrata 20 min avant de servir.',
    ],
    sideDishSuggestions: ['Pain de campagne grillé', 'Focaccia'],
    tags: ['été', 'végétarien', 'sans gluten', 'sans cuisson', 'rapide'],
  },
  {
    id: 'esquites-salade-de-mais-a-la-mexicaine',
    title: 'Esquites, salade de maïs à la mexicaine',
    description:
      'Le maïs grillé des rues de Mexico servi en gobelet : grains de maïs dorés à la poêle, mayonnaise citronnée, feta émiettée, piment, coriandre et citron vert.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'mais-doux', quantity: 400, unit: 'g', note: 'égoutté' },
      { id: 'mayonnaise', quantity: 3, unit: 'c. à soupe' },
      { id: 'feta', quantity: 60, unit: 'g' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'cebette', quantity: 30, unit: 'g' },
      { id: 'coriandre', quantity: 10, unit: 'g' },
      { id: 'paprika', quantity: 0.5, unit: 'c. à café' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Séchez bien le maïs et faites-le griller 6 à 8 min dans l'huile à feu vif sans trop remuer, jusqu'à ce que des grains soient bien dorés et légèrement noircis.",
      },
      {
        time: 5,
        explanation:
          'Hors du feu, ajoutez la cébette émincée et le piment épépiné haché, puis la mayonnaise, le jus du citron vert et le sel. Mélangez.',
      },
      { time: 2, explanation: "Servez tiède en bols ou en verrines, parsemé de feta émiettée, de coriandre et d'une pincée de paprika." },
    ],
    variantSuggestions: [
      'Avec du maïs frais égrené en saison',
      'Avec de la crème fraîche à la place de la mayonnaise',
      'Avec du piment de Cayenne pour plus de feu',
    ],
    improvementSuggestions: ["Le maïs doit bien griller : c'est ce goût légèrement fumé qui fait tout."],
    sideDishSuggestions: ['Tacos', 'Poulet grillé'],
    tags: ['été', 'végétarien', 'sans gluten', 'rapide', 'street food'],
  },
  {
    id: 'concombre-a-la-creme-et-a-la-ciboulette',
    title: 'Concombre à la crème et à la ciboulette',
    description:
      'Le concombre de grand-mère : fines rondelles dégorgées au sel puis nappées de crème fraîche citronnée à la ciboulette. Une entrée fraîche qui accompagne aussi les poissons grillés.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'concombre', quantity: 2, unit: 'pièce' },
      { id: 'creme-fraiche-epaisse', quantity: 100, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'ciboulette', quantity: 15, unit: 'g' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation: 'Pelez les concombres, coupez-les en deux dans la longueur, épépinez-les et taillez-les en fines demi-rondelles.',
      },
      {
        time: 5,
        explanation:
          'Salez-les de 2 pincées, mélangez et laissez-les dégorger 20 min dans une passoire, puis pressez-les légèrement et épongez-les.',
      },
      {
        time: 4,
        explanation:
          'Mélangez la crème avec le jus du citron, la ciboulette ciselée, le poivre et une pincée de sel, puis incorporez les concombres. Servez frais.',
      },
    ],
    variantSuggestions: ["Avec du yaourt grec et de l'aneth", 'Avec de la menthe', 'Avec quelques radis en rondelles'],
    improvementSuggestions: ['Dégorger le concombre évite que la sauce devienne liquide dans le saladier.'],
    sideDishSuggestions: ['Poisson grillé', 'Pommes de terre vapeur'],
    tags: ['été', 'végétarien', 'sans gluten', 'sans cuisson', 'classique'],
  },
  {
    id: 'salade-de-figues-jambon-cru-et-roquette',
    title: 'Salade de figues, jambon cru et roquette',
    description:
      "Des figues fraîches ouvertes en fleur, du jambon cru, de la roquette, des noix et une vinaigrette au balsamique : l'entrée de fin d'été, entre sucré et salé.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'figue', quantity: 8, unit: 'pièce' },
      { id: 'jambon-cru', quantity: 8, unit: 'pièce', note: 'tranches' },
      { id: 'roquette', quantity: 80, unit: 'g' },
      { id: 'noix', quantity: 8, unit: 'pièce', note: 'cerneaux' },
      { id: 'huile-d-olive', quantity: 3, unit: 'c. à soupe' },
      { id: 'vinaigre-balsamique', quantity: 1, unit: 'c. à soupe' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 4,
        explanation: 'Incisez les figues en croix aux trois quarts et écartez-les délicatement en fleur. Concassez les cerneaux de noix.',
      },
      { time: 3, explanation: "Fouettez l'huile d'olive et le vinaigre balsamique avec le poivre, et mélangez-en la roquette." },
      {
        time: 3,
        explanation:
          'Répartissez la roquette sur les assiettes, ajoutez les figues et les tranches de jambon cru froissées, et parsemez de noix.',
      },
    ],
    variantSuggestions: [
      'Avec du chèvre frais ou du roquefort',
      'Avec des figues rôties 5 min au four',
      'Avec de la coppa à la place du jambon cru',
    ],
    improvementSuggestions: ['Le jambon est salé : inutile de saler la salade.'],
    sideDishSuggestions: ['Pain aux noix', 'Pain de campagne'],
    tags: ['été', 'automne', 'sans gluten', 'sans lactose', 'sans cuisson', 'sucré-salé'],
  },
  {
    id: 'poivrons-marines-a-l-huile-d-olive-et-a-l-ail',
    title: "Poivrons marinés à l'huile d'olive et à l'ail",
    description:
      "Des poivrons rouges et jaunes grillés au four jusqu'à ce que la peau noircisse, pelés puis marinés à l'huile d'olive, à l'ail et au basilic : une entrée méditerranéenne qui se garde une semaine.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 30,
    servings: 6,
    ingredients: [
      { id: 'poivron-rouge', quantity: 4, unit: 'pièce' },
      { id: 'poivron-jaune', quantity: 2, unit: 'pièce' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 10, unit: 'cl' },
      { id: 'vinaigre-balsamique', quantity: 1, unit: 'c. à soupe' },
      { id: 'fleur-de-sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four en position gril à 240 °C.' },
      {
        time: 30,
        explanation:
          "Posez les poivrons entiers sur une plaque et faites-les griller 25 à 30 min en les retournant toutes les 8 min, jusqu'à ce que la peau soit noircie et boursouflée de tous côtés.",
      },
      {
        time: 10,
        explanation: "Enfermez-les 10 min dans un saladier couvert d'une assiette : la vapeur décolle la peau.",
        tips: "Ne les passez pas sous l'eau pour les peler : ils perdraient leur goût grillé.",
      },
      {
        time: 10,
        explanation:
          "Pelez-les, retirez les graines et coupez la chair en larges lanières. Rangez-les dans un plat avec l'ail en lamelles, le basilic, la fleur de sel, le vinaigre et l'huile d'olive.",
      },
    ],
    variantSuggestions: [
      'Avec des anchois et des câpres',
      'Avec du thym à la place du basilic',
      'Au barbecue, directement sur les braises',
    ],
    improvementSuggestions: ["Couverts d'huile dans un bocal, ils se gardent une semaine au réfrigérateur."],
    sideDishSuggestions: ['Pain de campagne grillé', 'Mozzarella', 'Viande grillée'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'antipasti', 'batch cooking'],
  },
  {
    id: 'salade-de-haricots-verts-a-l-echalote',
    title: "Salade de haricots verts à l'échalote",
    description:
      "Des haricots verts extra-fins cuits juste croquants puis assaisonnés tièdes d'une vinaigrette moutardée à l'échalote et au persil : l'entrée de bistrot de juillet.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'haricot-vert', quantity: 500, unit: 'g', note: 'extra-fins' },
      { id: 'echalote', quantity: 2, unit: 'pièce' },
      { id: 'persil', quantity: 10, unit: 'g' },
      { id: 'moutarde-de-dijon', quantity: 1, unit: 'c. à café' },
      { id: 'vinaigre-de-vin', quantity: 1, unit: 'c. à soupe' },
      { id: 'huile-de-colza', quantity: 3, unit: 'c. à soupe' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Équeutez les haricots verts. Plongez-les 6 à 8 min dans une grande casserole d'eau bouillante bien salée : ils doivent rester croquants.",
      },
      { time: 3, explanation: "Égouttez-les et passez-les 1 min sous l'eau glacée pour fixer leur couleur, puis égouttez-les bien." },
      {
        time: 5,
        explanation:
          "Fouettez la moutarde avec le vinaigre, une pincée de sel et le poivre, puis l'huile. Ajoutez les échalotes finement hachées et le persil ciselé et mélangez avec les haricots encore tièdes.",
      },
    ],
    variantSuggestions: [
      'Avec des tomates en quartiers',
      'Avec des amandes effilées grillées',
      'Avec un œuf mollet pour en faire un repas léger',
    ],
    improvementSuggestions: ['Assaisonnez au dernier moment : le vinaigre fait jaunir les haricots.'],
    sideDishSuggestions: ['Pain de campagne'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'bistrot'],
  },
  {
    id: 'salade-de-concombre-a-la-thaie',
    title: 'Salade de concombre à la thaïe',
    description:
      "Du concombre en tranches fines, de l'oignon rouge, du piment, de la coriandre et des cacahuètes, dans une sauce acidulée au vinaigre de riz, tamari et citron vert : vive, croquante et végétale.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Asiatique',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'concombre', quantity: 2, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 0.5, unit: 'pièce' },
      { id: 'piment-rouge', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'cacahuete', quantity: 40, unit: 'g', note: 'non salées' },
      { id: 'vinaigre-de-riz', quantity: 3, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 2, unit: 'c. à café' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Coupez les concombres en deux dans la longueur, épépinez-les et taillez-les en fines tranches en biais. Émincez très finement l'oignon rouge et le piment.",
      },
      { time: 4, explanation: "Mélangez le vinaigre de riz, le tamari, le jus du citron vert et le sucre jusqu'à ce qu'il soit dissous." },
      { time: 3, explanation: 'Faites griller les cacahuètes à sec 2 min et concassez-les.' },
      {
        time: 2,
        explanation:
          "Mélangez les concombres, l'oignon et le piment avec la sauce, laissez reposer 10 min au frais puis parsemez de coriandre et de cacahuètes.",
      },
    ],
    variantSuggestions: [
      'Avec des carottes en julienne',
      'Avec des graines de sésame à la place des cacahuètes',
      'Avec un peu de nuoc-mâm au lieu du tamari',
    ],
    improvementSuggestions: ["Ajoutez les cacahuètes au dernier moment pour qu'elles restent croquantes."],
    sideDishSuggestions: ['Poulet satay', 'Riz thaï', 'Poisson grillé'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans cuisson', 'rapide'],
  },
  {
    id: 'flans-de-courgettes-au-basilic',
    title: 'Flans de courgettes au basilic',
    description:
      'De petits flans moelleux de courgettes mixées avec œufs, crème, parmesan et basilic, cuits au bain-marie : une entrée légère et sans gluten, servie tiède avec un coulis de tomate.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'courgette', quantity: 3, unit: 'pièce' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 15, unit: 'cl' },
      { id: 'parmesan', quantity: 40, unit: 'g', note: 'râpé' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 1, unit: 'c. à soupe' },
      { id: 'coulis-de-tomate', quantity: 20, unit: 'cl' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 170 °C et huilez 6 ramequins.' },
      {
        time: 12,
        explanation:
          "Coupez les courgettes en dés et faites-les revenir 10 min dans l'huile avec l'ail écrasé jusqu'à ce qu'elles soient tendres et que leur eau se soit évaporée.",
      },
      {
        time: 5,
        explanation:
          'Mixez les courgettes avec les œufs, la crème, le parmesan, le basilic, le sel et le poivre, puis répartissez dans les ramequins.',
      },
      {
        time: 30,
        explanation:
          "Posez les ramequins dans un plat, versez de l'eau chaude jusqu'à mi-hauteur et faites cuire 30 min au bain-marie, jusqu'à ce que les flans soient pris.",
      },
      {
        time: 5,
        explanation:
          'Faites chauffer doucement le coulis de tomate. Démoulez les flans tièdes sur les assiettes et entourez-les de coulis.',
      },
    ],
    variantSuggestions: ['Avec de la menthe à la place du basilic', 'Avec du chèvre frais', 'Dans un grand moule, cuit 45 min'],
    improvementSuggestions: ['Le bain-marie donne une texture lisse et sans bulles : ne le supprimez pas.'],
    sideDishSuggestions: ['Salade de roquette', 'Pain grillé'],
    tags: ['été', 'végétarien', 'sans gluten', 'recevoir'],
  },
  {
    id: 'aubergines-roties-sauce-yaourt-a-l-ail-et-a-la-menthe',
    title: "Aubergines rôties, sauce yaourt à l'ail et à la menthe",
    description:
      "Des demi-aubergines rôties au four jusqu'à être fondantes, nappées d'un yaourt à l'ail et à la menthe, parsemées de pignons : une entrée orientale qui se sert tiède ou froide.",
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 10,
    cookTime: 35,
    servings: 4,
    ingredients: [
      { id: 'aubergine', quantity: 2, unit: 'pièce' },
      { id: 'yaourt-grec', quantity: 200, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'pignon-de-pin', quantity: 20, unit: 'g' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sumac', quantity: 0.5, unit: 'c. à café' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Préchauffez le four à 210 °C. Coupez les aubergines en deux dans la longueur, quadrillez la chair sans percer la peau, badigeonnez d'huile et salez.",
      },
      { time: 35, explanation: "Enfournez côté chair vers le haut pour 30 à 35 min, jusqu'à ce que la chair soit fondante et bien dorée." },
      {
        time: 4,
        explanation:
          "Pendant ce temps, mélangez le yaourt avec l'ail râpé, le jus du citron, la moitié de la menthe ciselée et une pincée de sel. Faites griller les pignons à sec.",
      },
      {
        time: 2,
        explanation:
          "Nappez les aubergines de sauce au yaourt, parsemez de pignons, de sumac et du reste de menthe, et arrosez d'un filet d'huile.",
      },
    ],
    variantSuggestions: [
      'Avec des graines de grenade en automne',
      'Avec du tahini dans la sauce',
      'Avec un yaourt de soja pour une version végétale',
    ],
    improvementSuggestions: ["Quadriller la chair aide la chaleur à pénétrer : la chair devient crémeuse jusqu'au bout."],
    sideDishSuggestions: ['Pain pita', 'Taboulé'],
    tags: ['été', 'végétarien', 'sans gluten', 'four'],
  },
  {
    id: 'kachumber-salade-indienne-de-tomates-et-concombre',
    title: 'Kachumber, salade indienne de tomates et concombre',
    description:
      'La petite salade qui accompagne tous les curries : tomates, concombre et oignon rouge en petits dés avec coriandre, citron et une pointe de cumin grillé et de piment.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 12,
    cookTime: 1,
    servings: 4,
    ingredients: [
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'concombre', quantity: 1, unit: 'pièce' },
      { id: 'oignon-rouge', quantity: 1, unit: 'pièce' },
      { id: 'coriandre', quantity: 15, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 0.5, unit: 'c. à café', note: 'en graines de préférence' },
      { id: 'piment-de-cayenne', quantity: 1, unit: 'pincée' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation: "Coupez les tomates, le concombre épépiné et l'oignon rouge en petits dés réguliers et ciselez la coriandre.",
      },
      { time: 1, explanation: "Faites griller le cumin 1 min à sec dans une petite poêle jusqu'à ce qu'il embaume, puis écrasez-le." },
      { time: 3, explanation: 'Mélangez les légumes avec le jus du citron, le cumin, le piment, le sel et la coriandre. Servez aussitôt.' },
    ],
    variantSuggestions: ['Avec des radis en dés', 'Avec de la menthe', 'Avec du piment vert frais haché'],
    improvementSuggestions: ['Salez au dernier moment pour que les légumes ne rendent pas leur eau.'],
    sideDishSuggestions: ['Dal de lentilles', 'Poulet tandoori', 'Riz basmati'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'rapide'],
  },
  {
    id: 'fattoush',
    title: 'Fattoush',
    description:
      'La salade libanaise du quotidien : tomates, concombre, radis, poivron, salade romaine, persil et menthe, avec des morceaux de pain pita grillés et une vinaigrette au citron et au sumac.',
    dishType: 'Entrée',
    mealTypes: ['déjeuner', 'dîner'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 8,
    servings: 4,
    ingredients: [
      { id: 'pain-pita', quantity: 2, unit: 'pièce' },
      { id: 'tomate', quantity: 3, unit: 'pièce' },
      { id: 'concombre', quantity: 1, unit: 'pièce' },
      { id: 'radis', quantity: 0.5, unit: 'pièce' },
      { id: 'poivron-vert', quantity: 1, unit: 'pièce' },
      { id: 'laitue-romaine', quantity: 0.5, unit: 'pièce' },
      { id: 'persil', quantity: 20, unit: 'g' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sumac', quantity: 2, unit: 'c. à café' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          "Préchauffez le four à 200 °C. Coupez les pains pita en carrés, arrosez-les de 2 cuillères à soupe d'huile et faites-les griller 6 à 8 min jusqu'à ce qu'ils soient croustillants.",
      },
      {
        time: 12,
        explanation:
          'Coupez les tomates, le concombre et le poivron en morceaux, les radis en rondelles et la romaine en lanières. Effeuillez le persil et la menthe.',
      },
      { time: 3, explanation: "Fouettez le jus du citron, l'ail écrasé, la moitié du sumac, le sel et le reste d'huile." },
      {
        time: 2,
        explanation: 'Au moment de servir, mélangez légumes, herbes, pain grillé et vinaigrette, puis saupoudrez du reste de sumac.',
      },
    ],
    variantSuggestions: ['Avec du pourpier si vous en trouvez', 'Avec des oignons nouveaux', 'Avec de la feta pour en faire un plat'],
    improvementSuggestions: [
      "Ajoutez le pain à la dernière minute pour qu'il garde du croquant, ou au contraire un peu avant si vous l'aimez imbibé.",
    ],
    sideDishSuggestions: ['Houmous', 'Falafels', "Brochettes d'agneau"],
    tags: ['été', 'vegan', 'végétarien', 'sans lactose', 'libanais', 'anti-gaspi'],
  },

  // ───────────── Apéritifs d'été ─────────────
  {
    id: 'rillettes-de-thon-au-fromage-frais',
    title: 'Rillettes de thon au fromage frais',
    description:
      "Du thon émietté mélangé à du fromage frais, de l'échalote, du citron et de la ciboulette, relevé de piment d'Espelette : la tartinade d'apéritif prête en cinq minutes avec deux boîtes du placard.",
    dishType: 'Apéritif',
    mealTypes: ['collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'thon-en-conserve', quantity: 280, unit: 'g', note: 'au naturel, égoutté' },
      { id: 'fromage-frais-a-tartiner', quantity: 150, unit: 'g' },
      { id: 'echalote', quantity: 1, unit: 'pièce' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'ciboulette', quantity: 10, unit: 'g' },
      { id: 'piment-d-espelette', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Égouttez soigneusement le thon en le pressant et émiettez-le finement à la fourchette.' },
      {
        time: 4,
        explanation:
          "Ajoutez le fromage frais, l'échalote très finement hachée, le jus du citron, la ciboulette ciselée, le piment et le poivre, et écrasez le tout jusqu'à obtenir une texture de rillettes.",
      },
      { time: 2, explanation: 'Tassez dans un petit bocal et réservez au frais au moins 30 min avant de servir.' },
    ],
    variantSuggestions: [
      'Avec des sardines ou du maquereau en conserve',
      'Avec quelques câpres hachées',
      'Avec du yaourt grec pour une version plus légère',
    ],
    improvementSuggestions: ['Goûtez avant de saler : le thon et le fromage frais le sont déjà.'],
    sideDishSuggestions: ['Bâtonnets de concombre', 'Radis', 'Pain grillé'],
    tags: ['été', 'toute saison', 'sans gluten', 'sans cuisson', 'rapide', 'placard'],
  },
  {
    id: 'tapenade-verte-aux-amandes',
    title: 'Tapenade verte aux amandes',
    description:
      'Des olives vertes mixées avec amandes, câpres, basilic, ail et citron : une tapenade douce, sans anchois et entièrement végétale, à tartiner ou à servir avec des crudités.',
    dishType: 'Apéritif',
    mealTypes: ['collation'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'olive-verte', quantity: 200, unit: 'g', note: 'dénoyautées' },
      { id: 'amande-emondee', quantity: 40, unit: 'g' },
      { id: 'capres', quantity: 1, unit: 'c. à soupe' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'basilic', quantity: 10, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 3,
        explanation: 'Égouttez les olives et les câpres. Faites blondir les amandes 3 min à sec dans une poêle pour leur donner du goût.',
      },
      {
        time: 5,
        explanation:
          "Mixez les olives, les amandes, les câpres, l'ail et le basilic avec le jus du citron en versant l'huile d'olive petit à petit, jusqu'à obtenir une pâte grossière.",
      },
      { time: 2, explanation: "Versez dans un bol, couvrez d'un filet d'huile et gardez au frais jusqu'au service." },
    ],
    variantSuggestions: [
      "Avec deux filets d'anchois, façon provençale",
      'Avec des pistaches à la place des amandes',
      'Avec de la menthe à la place du basilic',
    ],
    improvementSuggestions: [
      'Ne mixez pas trop : une tapenade un peu rustique a plus de caractère.',
      "Elle se garde une semaine au réfrigérateur sous une couche d'huile.",
    ],
    sideDishSuggestions: ['Pain grillé', 'Bâtonnets de légumes', 'Gressins'],
    tags: ['été', 'toute saison', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans cuisson', 'provençal'],
  },
  {
    id: 'bruschettas-aux-courgettes-grillees-et-a-la-ricotta',
    title: 'Bruschettas aux courgettes grillées et à la ricotta',
    description:
      "Des tranches de baguette grillées frottées à l'ail, tartinées de ricotta citronnée et garnies de lamelles de courgette grillées à la menthe : l'apéritif italien des soirs d'été.",
    dishType: 'Apéritif',
    mealTypes: ['collation'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 12,
    servings: 6,
    ingredients: [
      { id: 'baguette', quantity: 1, unit: 'pièce' },
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'ricotta', quantity: 200, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce', note: 'non traité' },
      { id: 'menthe', quantity: 10, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 5, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Taillez les courgettes en fines lamelles dans la longueur, badigeonnez-les de 2 cuillères à soupe d'huile et salez-les.",
      },
      {
        time: 8,
        explanation:
          "Faites-les griller 2 min par face sur une poêle-gril bien chaude, en plusieurs fois, puis arrosez-les d'un peu de jus de citron et parsemez de menthe ciselée.",
      },
      {
        time: 5,
        explanation:
          "Coupez la baguette en tranches en biais, arrosez-les du reste d'huile et faites-les dorer 3 à 4 min sous le gril du four. Frottez-les encore chaudes avec la gousse d'ail coupée.",
      },
      {
        time: 4,
        explanation:
          'Mélangez la ricotta avec le zeste du citron, une pincée de sel et le poivre. Tartinez-en les tranches et garnissez de courgettes roulées.',
      },
    ],
    variantSuggestions: [
      'Avec des tomates cerises rôties',
      'Avec du chèvre frais à la place de la ricotta',
      'Avec du pain de campagne grillé',
    ],
    improvementSuggestions: ['Garnissez au dernier moment pour que le pain reste croustillant.'],
    sideDishSuggestions: ['Olives', 'Tapenade'],
    tags: ['été', 'végétarien', 'antipasti'],
  },
  {
    id: 'brochettes-de-tomates-cerises-mozzarella-et-basilic',
    title: 'Brochettes de tomates cerises, mozzarella et basilic',
    description:
      "De petites brochettes tricolores de tomates cerises, de dés de mozzarella et de feuilles de basilic, arrosées d'huile d'olive et de balsamique : l'apéritif que les enfants aiment préparer.",
    dishType: 'Apéritif',
    mealTypes: ['collation'],
    cuisine: 'Italienne',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'tomate-cerise', quantity: 24, unit: 'pièce' },
      { id: 'mozzarella', quantity: 2, unit: 'pièce' },
      { id: 'basilic', quantity: 15, unit: 'g' },
      { id: 'huile-d-olive', quantity: 2, unit: 'c. à soupe' },
      { id: 'vinaigre-balsamique', quantity: 1, unit: 'c. à soupe' },
      { id: 'fleur-de-sel', quantity: 2, unit: 'pincée' },
      { id: 'poivre', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 4, explanation: 'Égouttez les mozzarellas, épongez-les et coupez-les en 24 dés de la taille des tomates.' },
      { time: 8, explanation: 'Sur des piques en bois, enfilez une tomate cerise, une feuille de basilic pliée et un dé de mozzarella.' },
      {
        time: 2,
        explanation:
          "Disposez sur un plat, arrosez d'huile d'olive et de quelques gouttes de balsamique, puis parsemez de fleur de sel et de poivre juste avant de servir.",
      },
    ],
    variantSuggestions: ['Avec des billes de melon', 'Avec un morceau de jambon cru plié', 'Avec du pesto à la place du basilic'],
    improvementSuggestions: [
      'Préparez-les au dernier moment ou gardez-les au frais sans assaisonnement pour que le basilic ne noircisse pas.',
    ],
    sideDishSuggestions: ['Gressins', 'Olives'],
    tags: ['été', 'végétarien', 'sans gluten', 'sans cuisson', 'enfants', 'rapide'],
  },
  {
    id: 'muhammara-aux-poivrons-grilles-et-aux-noix',
    title: 'Muhammara aux poivrons grillés et aux noix',
    description:
      'La tartinade syrienne de poivrons rouges grillés mixés avec des noix, du cumin, du piment et du citron : rouge, fumée et légèrement piquante, à servir avec du pain pita.',
    dishType: 'Apéritif',
    mealTypes: ['collation'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 30,
    servings: 6,
    ingredients: [
      { id: 'poivron-rouge', quantity: 3, unit: 'pièce' },
      { id: 'noix', quantity: 80, unit: 'g', note: 'cerneaux' },
      { id: 'chapelure', quantity: 30, unit: 'g' },
      { id: 'ail', quantity: 1, unit: 'pièce' },
      { id: 'cumin', quantity: 1, unit: 'c. à café' },
      { id: 'piment-en-flocons', quantity: 0.5, unit: 'c. à café' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 4, unit: 'c. à soupe' },
      { id: 'sel', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 30,
        explanation:
          "Faites griller les poivrons entiers sous le gril du four à 240 °C 25 à 30 min en les retournant, jusqu'à ce que la peau noircisse. Enfermez-les 10 min dans un saladier couvert.",
      },
      { time: 3, explanation: 'Pendant ce temps, faites griller les noix 3 min à sec dans une poêle.' },
      {
        time: 8,
        explanation:
          "Pelez et épépinez les poivrons. Mixez-les avec les noix, la chapelure, l'ail, le cumin, le piment, le jus du citron, le sel et 3 cuillères à soupe d'huile, en gardant un peu de texture.",
      },
      {
        time: 2,
        explanation: "Versez dans un bol, creusez un sillon à la cuillère, arrosez du reste d'huile et saupoudrez d'une pincée de piment.",
      },
    ],
    variantSuggestions: [
      'Avec de la mélasse de grenade si vous en trouvez',
      'Avec des poivrons grillés en bocal pour aller vite',
      "Avec de la poudre d'amande à la place de la chapelure",
    ],
    improvementSuggestions: ['Elle est meilleure après quelques heures au frais, quand les saveurs se sont mêlées.'],
    sideDishSuggestions: ['Pain pita', 'Bâtonnets de concombre', 'Houmous'],
    tags: ['été', 'vegan', 'végétarien', 'sans lactose', 'mezzé'],
  },
  {
    id: 'verrines-de-concombre-au-fromage-frais-et-saumon-fume',
    title: 'Verrines de concombre au fromage frais et saumon fumé',
    description:
      "Des verrines fraîches : dés de concombre citronnés, crème de fromage frais à l'aneth et lanières de saumon fumé, pour un apéritif chic préparé à l'avance.",
    dishType: 'Apéritif',
    mealTypes: ['collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'concombre', quantity: 1, unit: 'pièce' },
      { id: 'fromage-frais-a-tartiner', quantity: 150, unit: 'g' },
      { id: 'creme-liquide', quantity: 5, unit: 'cl', note: 'bien froide' },
      { id: 'saumon-fume', quantity: 4, unit: 'pièce', note: 'tranches' },
      { id: 'aneth', quantity: 10, unit: 'g' },
      { id: 'citron', quantity: 1, unit: 'pièce' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Pelez le concombre, épépinez-le et coupez-le en tout petits dés. Assaisonnez-les du jus d'un demi-citron, du sel et d'une pincée de poivre.",
      },
      {
        time: 6,
        explanation:
          "Fouettez le fromage frais avec la crème, le zeste du citron, la moitié de l'aneth ciselé et une pincée de poivre jusqu'à ce qu'il soit lisse et léger.",
      },
      {
        time: 6,
        explanation:
          "Répartissez le concombre égoutté au fond de 6 verrines, puis la crème à la poche ou à la cuillère, et terminez par des lanières de saumon fumé et le reste d'aneth.",
      },
      { time: 2, explanation: "Réservez au frais jusqu'au service, au maximum 3 heures." },
    ],
    variantSuggestions: [
      'Avec de la truite fumée',
      'Avec des crevettes à la place du saumon',
      'Avec de la menthe et de la feta pour une version végétarienne',
    ],
    improvementSuggestions: ['Égouttez bien les dés de concombre pour que les couches restent nettes.'],
    sideDishSuggestions: ['Blinis', 'Pain grillé'],
    tags: ['été', 'sans gluten', 'sans cuisson', 'recevoir'],
  },
  {
    id: 'tortilla-de-courgettes-en-bouchees',
    title: 'Tortilla de courgettes en bouchées',
    description:
      "Une tortilla épaisse de pommes de terre, d'oignon et de courgettes confits à l'huile d'olive, coupée en cubes piqués : le pintxo espagnol pour un apéritif dînatoire.",
    dishType: 'Apéritif-dînatoire',
    mealTypes: ['dîner', 'collation'],
    cuisine: 'Méditerranéenne',
    complexity: 2,
    prepTime: 15,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'oeuf', quantity: 6, unit: 'pièce' },
      { id: 'courgette', quantity: 2, unit: 'pièce' },
      { id: 'pomme-de-terre', quantity: 2, unit: 'pièce' },
      { id: 'oignon', quantity: 1, unit: 'pièce' },
      { id: 'huile-d-olive', quantity: 10, unit: 'cl' },
      { id: 'sel', quantity: 3, unit: 'pincée' },
      { id: 'poivre', quantity: 2, unit: 'pincée' },
    ],
    instructions: [
      { time: 10, explanation: "Épluchez les pommes de terre et coupez-les en fines lamelles, comme les courgettes. Émincez l'oignon." },
      {
        time: 20,
        explanation:
          "Faites confire les pommes de terre et l'oignon 10 min à feu moyen dans l'huile d'olive, ajoutez les courgettes et poursuivez 10 min, jusqu'à ce que tout soit tendre sans dorer. Égouttez en gardant 2 cuillères à soupe d'huile.",
      },
      { time: 3, explanation: 'Battez les œufs avec le sel et le poivre, ajoutez les légumes encore chauds et laissez reposer 5 min.' },
      {
        time: 8,
        explanation:
          "Faites chauffer l'huile gardée dans une poêle de 22 cm, versez l'appareil et faites cuire 6 à 8 min à feu doux en décollant les bords.",
      },
      {
        time: 4,
        explanation: "Retournez la tortilla à l'aide d'une assiette et faites cuire encore 3 à 4 min.",
        tips: "Un couvercle ou une grande assiette posée sur la poêle, un geste sec, et c'est fait.",
      },
      { time: 3, explanation: "Laissez tiédir, coupez en cubes de 3 cm et piquez chacun d'un cure-dent." },
    ],
    variantSuggestions: ['Avec des poivrons rouges', 'Avec du chorizo en dés', 'Servie entière en plat avec une salade'],
    improvementSuggestions: ["Elle est aussi bonne tiède que froide : préparez-la quelques heures à l'avance."],
    sideDishSuggestions: ['Poivrons marinés', 'Olives', 'Pan con tomate'],
    tags: ['été', 'végétarien', 'sans gluten', 'sans lactose', 'espagnol', 'tapas'],
  },
  {
    id: 'brochettes-de-poulet-satay-sauce-cacahuete',
    title: 'Brochettes de poulet satay, sauce cacahuète',
    description:
      'Des aiguillettes de poulet marinées au lait de coco, curry et curcuma, grillées en brochettes et servies avec une sauce cacahuète au tamari et citron vert.',
    dishType: 'Apéritif-dînatoire',
    mealTypes: ['dîner', 'collation'],
    cuisine: 'Asiatique',
    complexity: 2,
    prepTime: 25,
    cookTime: 15,
    servings: 6,
    ingredients: [
      { id: 'poulet-filet', quantity: 5, unit: 'pièce' },
      { id: 'lait-de-coco', quantity: 20, unit: 'cl' },
      { id: 'curry', quantity: 1, unit: 'c. à café' },
      { id: 'curcuma', quantity: 1, unit: 'c. à café' },
      { id: 'ail', quantity: 2, unit: 'pièce' },
      { id: 'gingembre', quantity: 10, unit: 'g', note: 'frais' },
      { id: 'beurre-de-cacahuete', quantity: 4, unit: 'c. à soupe' },
      { id: 'tamari', quantity: 2, unit: 'c. à soupe' },
      { id: 'sucre-roux', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'huile-de-tournesol', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      {
        time: 10,
        explanation:
          "Coupez les filets de poulet en fines aiguillettes dans la longueur. Mélangez-les avec la moitié du lait de coco, le curry, le curcuma, l'ail écrasé et le gingembre râpé. Laissez mariner au moins 1 heure au frais.",
      },
      { time: 10, explanation: "Enfilez les aiguillettes en accordéon sur des piques en bois trempées dans l'eau." },
      {
        time: 6,
        explanation:
          "Préparez la sauce : faites chauffer doucement le reste de lait de coco avec le beurre de cacahuète, le tamari, le sucre et le jus du citron vert en fouettant jusqu'à ce qu'elle soit lisse.",
      },
      {
        time: 10,
        explanation:
          "Badigeonnez les brochettes d'huile et faites-les griller 4 à 5 min de chaque côté au barbecue ou sur une poêle-gril, jusqu'à ce qu'elles soient dorées et cuites à cœur.",
      },
    ],
    variantSuggestions: [
      'Avec du tofu ferme pour une version végétarienne',
      "Avec du porc dans l'échine",
      'Avec des cacahuètes concassées sur la sauce',
    ],
    improvementSuggestions: ["Détendez la sauce avec un peu d'eau chaude si elle épaissit en refroidissant."],
    sideDishSuggestions: ['Salade de concombre à la thaïe', 'Riz thaï'],
    tags: ['été', 'sans gluten', 'sans lactose', 'barbecue', 'brochettes'],
  },
  {
    id: 'fougasse-aux-olives-et-aux-herbes',
    title: 'Fougasse aux olives et aux herbes',
    description:
      "Une fougasse provençale maison, pâte à pain à l'huile d'olive garnie d'olives noires et d'herbes de Provence, incisée en feuille et dorée au four : à déchirer à l'apéritif.",
    dishType: 'Apéritif-dînatoire',
    mealTypes: ['dîner', 'collation'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 115,
    cookTime: 20,
    servings: 6,
    ingredients: [
      { id: 'farine-de-ble', quantity: 500, unit: 'g' },
      { id: 'levure-boulangere', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 30, unit: 'cl', note: 'tiède' },
      { id: 'huile-d-olive', quantity: 6, unit: 'c. à soupe' },
      { id: 'olive-noire', quantity: 20, unit: 'pièce', note: 'dénoyautées' },
      { id: 'herbes-de-provence', quantity: 2, unit: 'c. à café' },
      { id: 'sel', quantity: 16, unit: 'pincée' },
    ],
    instructions: [
      {
        time: 12,
        explanation:
          "Dans un grand saladier, mélangez la farine, la levure et le sel, puis ajoutez l'eau tiède et 3 cuillères à soupe d'huile. Pétrissez 10 min jusqu'à obtenir une pâte souple et lisse, et incorporez les olives coupées en rondelles et les herbes.",
      },
      { time: 75, explanation: "Couvrez d'un torchon et laissez lever 1 h 15 dans un endroit tiède : la pâte doit doubler de volume." },
      {
        time: 8,
        explanation:
          "Dégazez la pâte, étalez-la en une grande feuille ovale de 1,5 cm d'épaisseur sur une plaque farinée. Pratiquez des incisions en épi avec un couteau et écartez-les avec les doigts.",
      },
      { time: 20, explanation: 'Laissez reposer 20 min pendant que vous préchauffez le four à 230 °C.' },
      {
        time: 20,
        explanation:
          "Badigeonnez du reste d'huile et enfournez pour 18 à 20 min, jusqu'à ce que la fougasse soit bien dorée et sonne creux.",
      },
    ],
    variantSuggestions: ['Avec des lardons et du gruyère', 'Avec des tomates séchées', 'Avec du romarin frais et de la fleur de sel'],
    improvementSuggestions: ["Une tasse d'eau chaude posée dans le four pendant la cuisson donne une croûte plus croustillante."],
    sideDishSuggestions: ['Tapenade', 'Poivrons marinés', "Caviar d'aubergine"],
    tags: ['été', 'toute saison', 'vegan', 'végétarien', 'sans lactose', 'provençal', 'boulange'],
  },
  // ───────────── Boissons fraîches sans alcool ─────────────
  {
    id: 'the-glace-maison-au-citron',
    title: 'Thé glacé maison au citron',
    description:
      "Un thé noir infusé puis refroidi avec du citron, un peu de sucre et de la menthe : l'iced tea à l'américaine, bien moins sucré que celui du commerce.",
    dishType: 'Cocktail',
    mealTypes: ['collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 10,
    cookTime: 5,
    servings: 6,
    ingredients: [
      { id: 'the-noir', quantity: 4, unit: 'pièce' },
      { id: 'eau', quantity: 1.5, unit: 'l' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'citron', quantity: 2, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
    ],
    instructions: [
      {
        time: 5,
        explanation:
          "Portez 50 cl d'eau à frémissement, versez-la sur les sachets de thé et le sucre, et laissez infuser 5 min sans dépasser pour éviter l'amertume.",
      },
      { time: 3, explanation: "Retirez les sachets, ajoutez le reste d'eau froide, le jus d'un citron et l'autre citron en rondelles." },
      { time: 3, explanation: 'Ajoutez les feuilles de menthe et réservez au moins 2 heures au réfrigérateur. Servez sur des glaçons.' },
    ],
    variantSuggestions: ['Avec du thé vert et du citron vert', 'Avec des framboises écrasées', 'Avec des rondelles de pêche'],
    improvementSuggestions: [
      "Infusion à froid : laissez les sachets 8 heures dans l'eau froide au réfrigérateur, le thé sera encore plus doux.",
    ],
    sideDishSuggestions: [],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans alcool', 'boisson fraîche'],
  },
  {
    id: 'smoothie-abricot-peche-au-lait-d-amande',
    title: "Smoothie abricot-pêche au lait d'amande",
    description:
      "Des abricots et une pêche bien mûrs mixés avec du lait d'amande, une banane et une pointe de vanille : un smoothie onctueux, végétal et sans sucre ajouté.",
    dishType: 'Cocktail',
    mealTypes: ['collation', 'petit-déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'abricot', quantity: 6, unit: 'pièce' },
      { id: 'peche', quantity: 2, unit: 'pièce' },
      { id: 'banane', quantity: 1, unit: 'pièce' },
      { id: 'lait-d-amande', quantity: 40, unit: 'cl', note: 'bien froid' },
      { id: 'extrait-de-vanille', quantity: 0.5, unit: 'c. à café' },
    ],
    instructions: [
      { time: 5, explanation: 'Dénoyautez les abricots et la pêche et coupez-les en morceaux. Épluchez la banane.' },
      { time: 3, explanation: "Mixez les fruits avec le lait d'amande et la vanille jusqu'à ce que ce soit parfaitement lisse." },
      { time: 2, explanation: 'Versez dans des verres bien froids et servez aussitôt.' },
    ],
    variantSuggestions: ['Avec des nectarines', 'Avec du lait de soja ou de riz', 'Avec une poignée de framboises'],
    improvementSuggestions: ['Congelez les fruits coupés la veille pour un smoothie glacé sans glaçons.'],
    sideDishSuggestions: ['Granola', 'Tartines'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans alcool', 'sans sucre ajouté'],
  },
  {
    id: 'citronnade-a-la-pasteque',
    title: 'Citronnade à la pastèque',
    description:
      "Du jus de pastèque frais mixé et filtré, allongé d'eau, relevé de citron et de menthe : une citronnade rose, désaltérante et peu sucrée pour les après-midis de canicule.",
    dishType: 'Cocktail',
    mealTypes: ['collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'pasteque', quantity: 1.2, unit: 'kg', note: 'chair sans écorce' },
      { id: 'citron', quantity: 3, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 40, unit: 'g' },
      { id: 'eau', quantity: 50, unit: 'cl', note: 'très froide' },
      { id: 'menthe', quantity: 10, unit: 'g' },
    ],
    instructions: [
      { time: 5, explanation: 'Coupez la chair de pastèque en cubes en retirant le plus de pépins possible.' },
      { time: 5, explanation: 'Mixez-la avec le jus des citrons et le sucre, puis filtrez au tamis en pressant avec une louche.' },
      {
        time: 3,
        explanation: "Allongez avec l'eau froide, ajoutez les feuilles de menthe, goûtez et ajustez le sucre. Servez sur des glaçons.",
      },
    ],
    variantSuggestions: [
      'Avec du citron vert',
      "Avec de l'eau gazeuse à la place de l'eau plate",
      'Avec du basilic à la place de la menthe',
    ],
    improvementSuggestions: ['Se garde un jour au réfrigérateur : remuez avant de servir, la pulpe se dépose.'],
    sideDishSuggestions: [],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans alcool', 'boisson fraîche'],
  },
  {
    id: 'lassi-a-la-fraise',
    title: 'Lassi à la fraise',
    description:
      'Un lassi indien au yaourt, mixé avec des fraises bien mûres, un peu de lait, de sucre et une pointe de cardamome : une boisson fraîche et onctueuse.',
    dishType: 'Cocktail',
    mealTypes: ['collation', 'petit-déjeuner'],
    cuisine: 'Indienne',
    complexity: 1,
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'fraise', quantity: 300, unit: 'g' },
      { id: 'yaourt-nature', quantity: 4, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 20, unit: 'cl', note: 'froid' },
      { id: 'sucre-en-poudre', quantity: 2, unit: 'c. à soupe' },
      { id: 'cardamome', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 5, explanation: 'Rincez les fraises avant de les équeuter, puis coupez-les en deux.' },
      {
        time: 3,
        explanation:
          "Mixez les fraises avec les yaourts, le lait, le sucre et la cardamome jusqu'à obtenir une boisson lisse et mousseuse.",
      },
      { time: 2, explanation: 'Servez aussitôt dans des verres bien froids, avec des glaçons si vous aimez.' },
    ],
    variantSuggestions: [
      'Avec de la mangue, la version classique',
      "Avec du yaourt de soja et du lait d'amande",
      'Avec une pincée de sel et de cumin, façon lassi salé',
    ],
    improvementSuggestions: ["Rincez les fraises avant de les équeuter : elles ne se gorgent pas d'eau."],
    sideDishSuggestions: [],
    tags: ['été', 'printemps', 'végétarien', 'sans gluten', 'sans alcool'],
  },
  {
    id: 'horchata-a-la-cannelle',
    title: 'Horchata à la cannelle',
    description:
      'La boisson des marchés mexicains : du riz trempé une nuit puis mixé avec de la cannelle, filtré et sucré, servi très froid. Douce, crémeuse et sans lait.',
    dishType: 'Cocktail',
    mealTypes: ['collation'],
    cuisine: 'Mexicaine',
    complexity: 1,
    prepTime: 15,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'riz-long', quantity: 200, unit: 'g' },
      { id: 'baton-de-cannelle', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 1.2, unit: 'l' },
      { id: 'sucre-en-poudre', quantity: 100, unit: 'g' },
      { id: 'extrait-de-vanille', quantity: 1, unit: 'c. à café' },
      { id: 'cannelle', quantity: 1, unit: 'pincée', note: 'moulue, pour servir' },
    ],
    instructions: [
      {
        time: 3,
        explanation:
          "La veille, rincez le riz et mettez-le à tremper dans 50 cl d'eau avec le bâton de cannelle cassé en morceaux, toute la nuit au réfrigérateur.",
      },
      {
        time: 5,
        explanation: "Mixez longuement le riz, la cannelle et leur eau de trempage jusqu'à ce que le riz soit réduit en poudre fine.",
      },
      {
        time: 5,
        explanation:
          "Filtrez au tamis fin tapissé d'une étamine en pressant bien, puis ajoutez le reste d'eau, le sucre et la vanille et mélangez jusqu'à dissolution.",
      },
      { time: 2, explanation: 'Servez très frais sur des glaçons, saupoudré de cannelle moulue.' },
    ],
    variantSuggestions: ['Avec quelques amandes trempées avec le riz', "Avec du lait de riz pour plus d'onctuosité", 'Avec du sucre roux'],
    improvementSuggestions: ["Remuez avant de servir : l'amidon se dépose au fond de la carafe."],
    sideDishSuggestions: [],
    tags: ['été', 'toute saison', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'sans alcool', 'à préparer la veille'],
  },
  {
    id: 'smoothie-myrtilles-framboises-au-yaourt',
    title: 'Smoothie myrtilles-framboises au yaourt',
    description:
      'Des myrtilles et des framboises mixées avec une banane, du yaourt, du lait et une cuillère de miel : un smoothie violet, acidulé et crémeux pour le goûter ou le petit-déjeuner.',
    dishType: 'Cocktail',
    mealTypes: ['collation', 'petit-déjeuner'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 8,
    cookTime: 0,
    servings: 4,
    ingredients: [
      { id: 'myrtille', quantity: 150, unit: 'g' },
      { id: 'framboise', quantity: 150, unit: 'g' },
      { id: 'banane', quantity: 1, unit: 'pièce' },
      { id: 'yaourt-nature', quantity: 2, unit: 'pièce' },
      { id: 'lait-demi-ecreme', quantity: 25, unit: 'cl', note: 'froid' },
      { id: 'miel', quantity: 1, unit: 'c. à soupe' },
    ],
    instructions: [
      { time: 3, explanation: 'Rincez rapidement les myrtilles et épluchez la banane.' },
      { time: 3, explanation: "Mixez les fruits avec les yaourts, le lait et le miel jusqu'à ce que ce soit bien lisse." },
      { time: 2, explanation: "Filtrez au tamis si vous n'aimez pas les pépins de framboise, puis servez aussitôt." },
    ],
    variantSuggestions: [
      'Avec des fruits rouges surgelés hors saison',
      "Avec du yaourt de soja et du sirop d'agave",
      "Avec une poignée de flocons d'avoine pour un petit-déjeuner",
    ],
    improvementSuggestions: ['Une banane bien mûre sucre naturellement : ajustez le miel selon les fruits.'],
    sideDishSuggestions: ['Granola', 'Tartines'],
    tags: ['été', 'végétarien', 'sans gluten', 'sans alcool'],
  },

  // ───────────── Desserts aux fruits d'été ─────────────
  {
    id: 'tarte-aux-abricots',
    title: 'Tarte aux abricots',
    description:
      "Une pâte brisée garnie d'une fine couche de poudre d'amande et d'oreillons d'abricots serrés, caramélisés au four : la tarte du mois de juillet, acidulée et fondante.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'pate-brisee', quantity: 1, unit: 'pièce' },
      { id: 'abricot', quantity: 14, unit: 'pièce' },
      { id: 'amande-en-poudre', quantity: 40, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 50, unit: 'g' },
      { id: 'confiture-d-abricot', quantity: 2, unit: 'c. à soupe', note: 'pour napper' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 200 °C.' },
      {
        time: 7,
        explanation:
          "Foncez un moule à tarte de 26 cm avec la pâte, piquez le fond à la fourchette et répartissez la poudre d'amande mélangée à la moitié du sucre.",
        tips: "La poudre d'amande boit le jus des abricots : le fond reste croustillant.",
      },
      {
        time: 10,
        explanation:
          'Coupez les abricots en deux en retirant les noyaux et disposez-les côté bombé vers le bas, en cercles serrés, en les faisant légèrement se chevaucher. Saupoudrez du reste de sucre.',
      },
      {
        time: 40,
        explanation: "Enfournez pour 35 à 40 min, jusqu'à ce que la pâte soit dorée et les abricots légèrement caramélisés sur les bords.",
      },
      {
        time: 3,
        explanation: 'Faites tiédir la confiture dans une petite casserole et nappez-en les abricots au pinceau pour les faire briller.',
      },
    ],
    variantSuggestions: [
      'Avec une pâte sablée',
      'Avec quelques branches de romarin ou de la lavande',
      "Avec une crème d'amande à la place de la poudre",
    ],
    improvementSuggestions: [
      'Posez les abricots côté bombé en dessous : le jus reste dans les oreillons et caramélise au lieu de détremper la pâte.',
    ],
    sideDishSuggestions: ['Glace à la vanille', 'Crème fraîche'],
    tags: ['été', 'tarte', "fruits d'été"],
  },
  {
    id: 'peches-pochees-a-la-vanille-coulis-de-framboise',
    title: 'Pêches pochées à la vanille, coulis de framboise',
    description:
      "Des pêches entières pochées dans un sirop vanillé jusqu'à ce que la peau glisse, servies bien froides avec un coulis de framboises crues : un dessert léger, végétal et sans gluten.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { id: 'peche', quantity: 4, unit: 'pièce', note: 'mûres mais fermes' },
      { id: 'eau', quantity: 75, unit: 'cl' },
      { id: 'sucre-en-poudre', quantity: 120, unit: 'g' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'framboise', quantity: 200, unit: 'g' },
      { id: 'sucre-glace', quantity: 30, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
    ],
    instructions: [
      { time: 5, explanation: "Portez l'eau et le sucre à ébullition avec la gousse de vanille fendue et grattée." },
      {
        time: 12,
        explanation:
          "Plongez les pêches entières dans le sirop frémissant et faites-les pocher 8 à 12 min selon leur maturité, en les retournant, jusqu'à ce qu'une lame s'y enfonce facilement.",
      },
      {
        time: 5,
        explanation:
          'Retirez-les, pelez-les délicatement et remettez-les dans le sirop hors du feu. Laissez refroidir puis réservez au frais au moins 2 heures.',
      },
      {
        time: 5,
        explanation: 'Mixez les framboises avec le sucre glace et le jus du citron, puis filtrez le coulis pour retirer les pépins.',
      },
      { time: 2, explanation: 'Servez chaque pêche dans une coupe avec un peu de sirop et nappée de coulis.' },
    ],
    variantSuggestions: [
      'Avec une boule de glace vanille, façon pêche Melba',
      'Avec des nectarines',
      'Avec quelques feuilles de verveine ou de menthe dans le sirop',
    ],
    improvementSuggestions: ["Gardez le sirop : il parfume une salade de fruits ou se boit allongé d'eau pétillante."],
    sideDishSuggestions: ['Biscuits sablés', 'Amandes effilées grillées'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'léger'],
  },
  {
    id: 'granite-de-pasteque-a-la-menthe',
    title: 'Granité de pastèque à la menthe',
    description:
      'De la pastèque mixée avec du citron vert, un peu de sucre et de la menthe, grattée à la fourchette pendant la prise au congélateur : des cristaux glacés et rafraîchissants, sans sorbetière.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Méditerranéenne',
    complexity: 1,
    prepTime: 20,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'pasteque', quantity: 1, unit: 'kg', note: 'chair sans écorce' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'citron-vert', quantity: 2, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Coupez la pastèque en cubes en retirant les pépins, puis mixez-la avec le sucre, le jus des citrons verts et la moitié de la menthe.',
      },
      { time: 2, explanation: 'Versez dans un plat large et peu profond et placez au congélateur.' },
      {
        time: 10,
        explanation:
          "Au bout de 1 heure, grattez la surface à la fourchette pour casser les cristaux, puis recommencez toutes les 30 min pendant 2 à 3 heures, jusqu'à obtenir des paillettes glacées.",
        tips: 'Plus vous grattez souvent, plus les cristaux sont fins.',
      },
      { time: 3, explanation: 'Servez dans des verres bien froids avec le reste de menthe ciselée.' },
    ],
    variantSuggestions: ['Avec du melon', 'Avec du jus de citron jaune et du basilic', 'Avec des fraises pour moitié'],
    improvementSuggestions: ["S'il a trop durci, laissez-le 10 min au réfrigérateur et grattez à nouveau."],
    sideDishSuggestions: ['Tuiles aux amandes'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'glacé', 'léger'],
  },
  {
    id: 'crumble-abricots-framboises',
    title: 'Crumble abricots-framboises',
    description:
      "Des abricots et des framboises acidulés sous une pâte à crumble beurrée à la poudre d'amande et au sucre roux, dorée et croustillante : le crumble de plein été.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 35,
    servings: 6,
    ingredients: [
      { id: 'abricot', quantity: 12, unit: 'pièce' },
      { id: 'framboise', quantity: 150, unit: 'g' },
      { id: 'farine-de-ble', quantity: 100, unit: 'g' },
      { id: 'amande-en-poudre', quantity: 50, unit: 'g' },
      { id: 'sucre-roux', quantity: 90, unit: 'g' },
      { id: 'beurre-doux', quantity: 90, unit: 'g', note: 'froid' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 180 °C.' },
      {
        time: 8,
        explanation:
          'Coupez les abricots en quartiers, mélangez-les avec 20 g de sucre roux et étalez-les dans un plat à gratin avec les framboises.',
      },
      {
        time: 8,
        explanation:
          "Mélangez du bout des doigts la farine, la poudre d'amande, le reste de sucre et le beurre froid en dés, jusqu'à obtenir une texture sableuse avec quelques grumeaux. Émiettez sur les fruits.",
      },
      { time: 35, explanation: "Enfournez pour 30 à 35 min, jusqu'à ce que le crumble soit doré et que le jus bouillonne sur les bords." },
    ],
    variantSuggestions: [
      'Avec des prunes ou des mirabelles en septembre',
      "Avec des flocons d'avoine dans la pâte",
      'Avec de la farine de riz pour une version sans gluten',
    ],
    improvementSuggestions: ['Ne tassez pas la pâte à crumble : ce sont les grumeaux qui la rendent croustillante.'],
    sideDishSuggestions: ['Glace à la vanille', 'Crème fraîche épaisse'],
    tags: ['été', 'crumble', 'familial'],
  },
  {
    id: 'fraisier',
    title: 'Fraisier',
    description:
      "Le grand gâteau de fête de la pâtisserie française : une génoise imbibée de sirop, une crème mousseline vanillée et une couronne de fraises coupées, le tout recouvert de pâte d'amande.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 3,
    prepTime: 75,
    cookTime: 35,
    servings: 8,
    ingredients: [
      { id: 'oeuf', quantity: 4, unit: 'pièce' },
      { id: 'jaune-d-oeuf', quantity: 4, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 290, unit: 'g' },
      { id: 'farine-de-ble', quantity: 120, unit: 'g' },
      { id: 'lait-entier', quantity: 50, unit: 'cl' },
      { id: 'maizena', quantity: 40, unit: 'g' },
      { id: 'beurre-doux', quantity: 150, unit: 'g', note: 'mou' },
      { id: 'extrait-de-vanille', quantity: 1, unit: 'c. à café' },
      { id: 'fraise', quantity: 600, unit: 'g', note: 'de même calibre' },
      { id: 'eau', quantity: 10, unit: 'cl' },
      { id: 'pate-d-amande', quantity: 150, unit: 'g' },
      { id: 'sucre-glace', quantity: 20, unit: 'g', note: 'pour étaler' },
    ],
    instructions: [
      {
        time: 15,
        explanation:
          "Génoise : préchauffez le four à 180 °C. Fouettez les œufs entiers avec 120 g de sucre au bain-marie jusqu'à ce que le mélange soit tiède, puis hors du feu jusqu'à ce qu'il triple de volume et forme un ruban. Incorporez délicatement la farine tamisée à la spatule.",
      },
      {
        time: 25,
        explanation:
          'Versez dans un moule de 22 cm beurré et fariné et faites cuire 20 à 25 min. Démoulez et laissez refroidir sur une grille.',
      },
      {
        time: 15,
        explanation:
          'Crème : faites chauffer le lait avec la vanille. Fouettez les jaunes avec 120 g de sucre et la maïzena, versez le lait chaud dessus, remettez dans la casserole et faites épaissir 2 min en fouettant sans cesse. Filmez au contact et laissez refroidir complètement.',
      },
      {
        time: 8,
        explanation:
          "Fouettez la crème refroidie en y incorporant le beurre mou petit à petit, jusqu'à obtenir une crème mousseline lisse et légère.",
        tips: 'Crème et beurre doivent être à la même température, sinon la crème tranche.',
      },
      {
        time: 5,
        explanation:
          "Sirop : portez l'eau et le reste de sucre à ébullition puis laissez refroidir. Lavez et équeutez les fraises, coupez en deux celles du tour.",
      },
      {
        time: 20,
        explanation:
          "Coupez la génoise en deux disques. Posez-en un dans un cercle chemisé de rhodoïd, imbibez de sirop, plaquez les demi-fraises contre le bord face coupée vers l'extérieur, couvrez de crème, ajoutez les fraises entières, le reste de crème et le second disque imbibé.",
      },
      {
        time: 10,
        explanation:
          "Étalez la pâte d'amande au rouleau sur le sucre glace en un disque de 22 cm très fin et posez-la sur le gâteau. Réservez au moins 4 heures au réfrigérateur avant de décercler.",
      },
    ],
    variantSuggestions: [
      "Avec des framboises, c'est un framboisier",
      "Avec un miroir de nappage rouge à la place de la pâte d'amande",
      'Avec de la crème diplomate, plus légère',
    ],
    improvementSuggestions: ["Faites la génoise et la crème la veille : le montage n'en sera que plus facile."],
    sideDishSuggestions: ['Coulis de fraise'],
    tags: ['printemps', 'été', 'pâtisserie', 'fête', 'recevoir'],
  },
  {
    id: 'tiramisu-aux-fraises',
    title: 'Tiramisu aux fraises',
    description:
      "La version printanière et estivale du tiramisu : biscuits cuillère imbibés d'un coulis de fraise, crème au mascarpone et fraises fraîches, sans café ni alcool pour que les enfants en profitent.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Italienne',
    complexity: 2,
    prepTime: 30,
    cookTime: 0,
    servings: 6,
    ingredients: [
      { id: 'fraise', quantity: 500, unit: 'g' },
      { id: 'biscuit-cuillere', quantity: 20, unit: 'pièce' },
      { id: 'mascarpone', quantity: 250, unit: 'g' },
      { id: 'oeuf', quantity: 3, unit: 'pièce', note: 'très frais' },
      { id: 'sucre-en-poudre', quantity: 90, unit: 'g' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'eau', quantity: 5, unit: 'cl' },
    ],
    instructions: [
      {
        time: 6,
        explanation:
          "Mixez 200 g de fraises avec 20 g de sucre, le jus du citron et l'eau pour obtenir un coulis. Coupez le reste des fraises en petits morceaux.",
      },
      {
        time: 10,
        explanation:
          "Séparez les blancs des jaunes. Fouettez les jaunes avec le reste de sucre jusqu'à ce qu'ils blanchissent, puis ajoutez le mascarpone et fouettez jusqu'à ce que le mélange soit lisse.",
      },
      { time: 5, explanation: 'Montez les blancs en neige ferme et incorporez-les délicatement à la crème à la spatule.' },
      {
        time: 10,
        explanation:
          "Trempez rapidement les biscuits dans le coulis et tapissez-en le fond d'un plat. Couvrez de la moitié des fraises coupées puis de la moitié de la crème. Recommencez une couche et terminez par la crème.",
      },
      { time: 2, explanation: 'Réservez au moins 4 heures au réfrigérateur. Décorez de quelques fraises au moment de servir.' },
    ],
    variantSuggestions: ['Avec des framboises', 'En verrines individuelles', 'Avec des spéculoos à la place des biscuits cuillère'],
    improvementSuggestions: [
      "Trempez les biscuits très vite : ils continuent de s'imbiber au frais.",
      'Œufs crus : utilisez des œufs très frais et évitez de le servir aux femmes enceintes.',
    ],
    sideDishSuggestions: [],
    tags: ['printemps', 'été', 'sans cuisson', 'à préparer la veille'],
  },
  {
    id: 'cobbler-aux-peches',
    title: 'Cobbler aux pêches',
    description:
      'Le dessert du Sud des États-Unis : des pêches fondantes à la cannelle sous une pâte à biscuit moelleuse qui dore au four, servi tiède avec une boule de glace.',
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Américaine',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'peche', quantity: 6, unit: 'pièce' },
      { id: 'sucre-roux', quantity: 60, unit: 'g' },
      { id: 'cannelle', quantity: 1, unit: 'c. à café' },
      { id: 'maizena', quantity: 1, unit: 'c. à soupe' },
      { id: 'citron', quantity: 0.5, unit: 'pièce' },
      { id: 'farine-de-ble', quantity: 200, unit: 'g' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'levure-chimique', quantity: 1, unit: 'pièce' },
      { id: 'beurre-doux', quantity: 90, unit: 'g', note: 'froid' },
      { id: 'lait-entier', quantity: 12, unit: 'cl' },
      { id: 'sel', quantity: 1, unit: 'pincée' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 190 °C.' },
      {
        time: 8,
        explanation:
          'Pelez les pêches si vous le souhaitez, coupez-les en quartiers épais et mélangez-les dans un plat à gratin avec le sucre roux, la cannelle, la maïzena et le jus du citron.',
      },
      {
        time: 8,
        explanation:
          'Mélangez la farine, le sucre, la levure et le sel, puis sablez avec le beurre froid en dés du bout des doigts. Ajoutez le lait et mélangez juste assez pour obtenir une pâte collante.',
      },
      { time: 3, explanation: 'Déposez la pâte par grosses cuillerées sur les pêches en laissant des espaces pour que le jus bouillonne.' },
      {
        time: 40,
        explanation:
          "Enfournez pour 35 à 40 min, jusqu'à ce que la pâte soit bien dorée et que les fruits bouillonnent. Laissez tiédir 10 min avant de servir.",
      },
    ],
    variantSuggestions: ['Avec des myrtilles ou des mûres', 'Avec des nectarines et des abricots', 'Avec du babeurre à la place du lait'],
    improvementSuggestions: ['Ne travaillez pas trop la pâte : elle doit rester grumeleuse pour lever en biscuits tendres.'],
    sideDishSuggestions: ['Glace à la vanille', 'Crème fouettée'],
    tags: ['été', 'familial', "fruits d'été"],
  },
  {
    id: 'tarte-aux-myrtilles',
    title: 'Tarte aux myrtilles',
    description:
      "Une pâte sablée garnie de myrtilles fraîches et d'un flan léger à la crème et à la vanille, comme dans les Vosges et en Alsace à la fin de l'été.",
    dishType: 'Dessert',
    mealTypes: ['dessert', 'collation'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 40,
    servings: 6,
    ingredients: [
      { id: 'pate-sablee', quantity: 1, unit: 'pièce' },
      { id: 'myrtille', quantity: 500, unit: 'g' },
      { id: 'oeuf', quantity: 2, unit: 'pièce' },
      { id: 'creme-liquide', quantity: 20, unit: 'cl' },
      { id: 'sucre-en-poudre', quantity: 70, unit: 'g' },
      { id: 'sucre-vanille', quantity: 1, unit: 'pièce' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 180 °C.' },
      { time: 5, explanation: 'Foncez un moule à tarte avec la pâte sablée, piquez le fond et faites-le précuire 10 min.' },
      { time: 5, explanation: 'Rincez rapidement les myrtilles, séchez-les et répartissez-les sur le fond de tarte précuit.' },
      { time: 3, explanation: 'Fouettez les œufs avec la crème, le sucre et le sucre vanillé, puis versez sur les myrtilles.' },
      {
        time: 30,
        explanation: "Enfournez pour 30 min, jusqu'à ce que le flan soit pris et légèrement doré. Laissez refroidir avant de démouler.",
      },
    ],
    variantSuggestions: ['Avec des myrtilles surgelées hors saison', 'Sans flan, juste saupoudrée de sucre', 'Avec une pâte brisée'],
    improvementSuggestions: [
      "Saupoudrez le fond de tarte d'une cuillère de poudre d'amande ou de biscuit émietté pour absorber le jus des fruits.",
    ],
    sideDishSuggestions: ['Crème fouettée', 'Glace à la vanille'],
    tags: ['été', 'tarte', 'alsacien'],
  },
  {
    id: 'brochettes-de-fruits-d-ete-grilles-au-sirop-d-erable',
    title: "Brochettes de fruits d'été grillés au sirop d'érable",
    description:
      "Des morceaux de pêche, d'abricot et de prune enfilés sur des piques, caramélisés au barbecue avec du sirop d'érable et servis avec du citron vert et de la menthe : le dessert qui termine la grillade.",
    dishType: 'Dessert',
    mealTypes: ['dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 6,
    servings: 4,
    ingredients: [
      { id: 'peche', quantity: 2, unit: 'pièce' },
      { id: 'abricot', quantity: 4, unit: 'pièce' },
      { id: 'prune', quantity: 4, unit: 'pièce' },
      { id: 'sirop-d-erable', quantity: 3, unit: 'c. à soupe' },
      { id: 'citron-vert', quantity: 1, unit: 'pièce' },
      { id: 'menthe', quantity: 10, unit: 'g' },
    ],
    instructions: [
      {
        time: 8,
        explanation:
          'Coupez les pêches en gros cubes, les abricots et les prunes en deux ou en quatre en retirant les noyaux. Enfilez-les en alternance sur 8 piques.',
      },
      {
        time: 3,
        explanation: "Mélangez le sirop d'érable avec le zeste et la moitié du jus du citron vert et badigeonnez-en les brochettes.",
      },
      {
        time: 6,
        explanation:
          "Faites-les griller 2 à 3 min de chaque côté sur le barbecue ou une poêle-gril, jusqu'à ce que les fruits soient marqués et légèrement caramélisés.",
      },
      { time: 2, explanation: 'Arrosez du reste de jus de citron vert et parsemez de menthe ciselée.' },
    ],
    variantSuggestions: [
      "Avec des figues et des morceaux d'ananas",
      'Avec une pincée de cannelle',
      "Avec du miel à la place du sirop d'érable",
    ],
    improvementSuggestions: ["Prenez des fruits mûrs mais fermes : trop mûrs, ils s'écrasent sur la grille."],
    sideDishSuggestions: ['Glace à la vanille', 'Yaourt grec'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'barbecue', 'léger'],
  },
  // ───────────── Goûters d'été ─────────────
  {
    id: 'moelleux-aux-abricots-et-aux-amandes',
    title: 'Moelleux aux abricots et aux amandes',
    description:
      "Un gâteau moelleux à la poudre d'amande et à la farine de riz, garni d'oreillons d'abricots qui fondent à la cuisson : un goûter d'été sans gluten, parfumé et facile.",
    dishType: 'Goûter',
    mealTypes: ['collation', 'dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 20,
    cookTime: 40,
    servings: 8,
    ingredients: [
      { id: 'abricot', quantity: 8, unit: 'pièce' },
      { id: 'oeuf', quantity: 3, unit: 'pièce' },
      { id: 'sucre-en-poudre', quantity: 120, unit: 'g' },
      { id: 'amande-en-poudre', quantity: 100, unit: 'g' },
      { id: 'farine-de-riz', quantity: 60, unit: 'g' },
      { id: 'beurre-doux', quantity: 90, unit: 'g', note: 'fondu, dont 10 g pour le moule' },
      { id: 'amande-effilee', quantity: 20, unit: 'g' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 180 °C et beurrez un moule de 22 cm.' },
      { time: 8, explanation: "Fouettez les œufs avec le sucre 5 min, jusqu'à ce que le mélange blanchisse et double de volume." },
      { time: 4, explanation: "Incorporez la poudre d'amande, la farine de riz puis le beurre fondu tiède, sans trop travailler la pâte." },
      {
        time: 5,
        explanation:
          "Versez dans le moule, disposez dessus les abricots coupés en deux et dénoyautés, côté bombé vers le haut, et parsemez d'amandes effilées.",
      },
      {
        time: 40,
        explanation:
          "Enfournez pour 35 à 40 min, jusqu'à ce que le gâteau soit doré et qu'une lame plantée au centre ressorte sèche. Laissez tiédir avant de démouler.",
      },
    ],
    variantSuggestions: [
      'Avec des prunes ou des mirabelles',
      'Avec des framboises',
      'Avec de la farine de blé si le gluten ne pose pas de problème',
    ],
    improvementSuggestions: ["Bien fouetter les œufs remplace la levure : c'est l'air emprisonné qui fait lever le gâteau."],
    sideDishSuggestions: ["Compote d'abricots", 'Verre de lait'],
    tags: ['été', 'végétarien', 'sans gluten', 'goûter', 'familial'],
  },
  {
    id: 'financiers-aux-framboises',
    title: 'Financiers aux framboises',
    description:
      "De petits financiers au beurre noisette et à la poudre d'amande, moelleux et croustillants sur les bords, avec une framboise fondante piquée dans chacun.",
    dishType: 'Goûter',
    mealTypes: ['collation', 'dessert'],
    cuisine: 'Française',
    complexity: 2,
    prepTime: 15,
    cookTime: 15,
    servings: 12,
    ingredients: [
      { id: 'blanc-d-oeuf', quantity: 4, unit: 'pièce' },
      { id: 'sucre-glace', quantity: 150, unit: 'g' },
      { id: 'amande-en-poudre', quantity: 80, unit: 'g' },
      { id: 'farine-de-ble', quantity: 50, unit: 'g' },
      { id: 'beurre-doux', quantity: 110, unit: 'g', note: 'dont 10 g pour les moules' },
      { id: 'framboise', quantity: 125, unit: 'g' },
    ],
    instructions: [
      { time: 3, explanation: 'Préchauffez le four à 200 °C et beurrez 12 moules à financiers ou à muffins.' },
      {
        time: 6,
        explanation:
          "Faites fondre 100 g de beurre dans une casserole et laissez-le cuire jusqu'à ce qu'il devienne blond noisette et sente la noisette grillée. Filtrez-le et laissez tiédir.",
        tips: "Retirez-le du feu dès qu'il blondit : il passe vite du noisette au brûlé.",
      },
      {
        time: 5,
        explanation:
          "Mélangez le sucre glace, la poudre d'amande et la farine, ajoutez les blancs non montés en fouettant, puis le beurre noisette tiède.",
      },
      { time: 3, explanation: 'Remplissez les moules aux trois quarts et enfoncez une ou deux framboises dans chacun.' },
      {
        time: 15,
        explanation: "Enfournez pour 12 à 15 min, jusqu'à ce que les bords soient bien dorés. Laissez tiédir avant de démouler.",
      },
    ],
    variantSuggestions: [
      "Avec des myrtilles ou des morceaux d'abricot",
      'Avec de la farine de riz pour une version sans gluten',
      'Avec un peu de zeste de citron',
    ],
    improvementSuggestions: ["Utilisez les blancs restants d'une crème anglaise ou d'une crème brûlée : ils se gardent 3 jours au frais."],
    sideDishSuggestions: ['Thé glacé', 'Salade de fruits'],
    tags: ['été', 'végétarien', 'goûter', 'anti-gaspi'],
  },
  {
    id: 'compote-d-abricots-a-la-vanille',
    title: "Compote d'abricots à la vanille",
    description:
      'Des abricots bien mûrs compotés doucement avec un peu de sucre et une gousse de vanille : une compote acidulée à manger nature, sur un yaourt ou à mettre en bocaux.',
    dishType: 'Goûter',
    mealTypes: ['collation', 'petit-déjeuner', 'dessert'],
    cuisine: 'Française',
    complexity: 1,
    prepTime: 15,
    cookTime: 20,
    servings: 6,
    ingredients: [
      { id: 'abricot', quantity: 1, unit: 'kg', note: 'bien mûrs' },
      { id: 'sucre-en-poudre', quantity: 60, unit: 'g' },
      { id: 'vanille-gousse', quantity: 1, unit: 'pièce' },
      { id: 'eau', quantity: 5, unit: 'cl' },
    ],
    instructions: [
      { time: 10, explanation: 'Lavez les abricots, coupez-les en deux et retirez les noyaux, puis coupez les oreillons en quatre.' },
      {
        time: 20,
        explanation:
          "Mettez-les dans une casserole avec le sucre, l'eau et la gousse de vanille fendue et grattée. Laissez compoter 15 à 20 min à feu doux à couvert, en remuant de temps en temps.",
      },
      {
        time: 5,
        explanation:
          'Retirez la gousse, écrasez à la fourchette pour une compote rustique ou mixez pour une texture lisse. Laissez refroidir et gardez au frais.',
      },
    ],
    variantSuggestions: [
      'Avec des pêches ou des nectarines pour moitié',
      'Sans sucre, avec des abricots très mûrs',
      'Avec quelques framboises en fin de cuisson',
    ],
    improvementSuggestions: ['Versée bouillante dans des bocaux ébouillantés et retournés, elle se garde plusieurs semaines fermée.'],
    sideDishSuggestions: ['Yaourt nature', 'Fromage blanc', 'Biscuits sablés'],
    tags: ['été', 'vegan', 'végétarien', 'sans gluten', 'sans lactose', 'goûter', 'enfants', 'conserve'],
  },
];
