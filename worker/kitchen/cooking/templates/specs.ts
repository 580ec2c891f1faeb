// The recipe templates' table (SPECS): for each template, what it absorbs, in what role and quantity.
// Read by the templates' builders (templates/parts.ts, templates/dishes.ts, templates/build.ts).
import type { Cuisine, DishType, Family, IngredientData, RecipeMealType } from '../../knowledge/vocabulary';

/** An ingredient offered to a template: a catalogue entry, or free text (family unknown). */
export interface Offered {
  /** What the user typed (reported back in usedIngredients). */
  text: string;
  ing?: IngredientData;
}

export type TemplateId =
  | 'soupe'
  | 'gratin'
  | 'omelette'
  | 'poelee'
  | 'salade'
  | 'quiche'
  | 'curry'
  | 'risotto'
  | 'wok'
  | 'compote'
  | 'crumble'
  | 'smoothie'
  | 'clafoutis';

export type Role = Family | 'inconnu';

export interface TemplateSpec {
  id: TemplateId;
  dishType: DishType;
  cuisine: Cuisine;
  mealTypes: RecipeMealType[];
  sweet: boolean;
  /** Roles the template absorbs, with grams per portion for an ingredient of that role. */
  absorbs: Partial<Record<Role, number>>;
  /** At least one offered ingredient must have one of these roles. */
  needs: Role[];
  complexity: 1 | 2 | 3;
}

export const PROTEIN: Role[] = ['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer'];

export const SPECS: Record<TemplateId, TemplateSpec> = {
  soupe: {
    id: 'soupe',
    dishType: 'Soupe',
    cuisine: 'Française',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 1,
    needs: ['legume', 'feculent', 'legumineuse'],
    absorbs: { legume: 200, feculent: 80, legumineuse: 50, herbe: 3, epice: 1, 'produit-laitier': 20, fromage: 15, inconnu: 80 },
  },
  gratin: {
    id: 'gratin',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 2,
    needs: ['legume', 'feculent'],
    absorbs: {
      legume: 220,
      feculent: 220,
      fromage: 35,
      'produit-laitier': 50,
      viande: 80,
      volaille: 80,
      porc: 50,
      poisson: 90,
      herbe: 3,
      epice: 1,
      inconnu: 80,
    },
  },
  omelette: {
    id: 'omelette',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
    sweet: false,
    complexity: 1,
    needs: ['legume', 'fromage', 'porc', 'volaille', 'feculent', 'poisson', 'herbe', 'oeuf'],
    absorbs: {
      oeuf: 110,
      legume: 60,
      fromage: 20,
      porc: 30,
      volaille: 40,
      poisson: 30,
      feculent: 60,
      herbe: 2,
      epice: 1,
      'produit-laitier': 15,
      inconnu: 40,
    },
  },
  poelee: {
    id: 'poelee',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 1,
    needs: ['legume', 'feculent'],
    absorbs: {
      legume: 180,
      feculent: 180,
      viande: 110,
      volaille: 110,
      porc: 70,
      legumineuse: 90,
      herbe: 3,
      epice: 1,
      fromage: 20,
      inconnu: 80,
    },
  },
  salade: {
    id: 'salade',
    dishType: 'Plat froid',
    cuisine: 'Méditerranéenne',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 1,
    needs: ['legume', 'fromage', 'legumineuse', 'cereale', 'poisson', 'oeuf', 'feculent'],
    absorbs: {
      legume: 110,
      fruit: 60,
      fromage: 30,
      oeuf: 55,
      cereale: 50,
      feculent: 120,
      legumineuse: 60,
      poisson: 60,
      volaille: 70,
      porc: 30,
      'fruit-de-mer': 60,
      'noix-graines': 10,
      herbe: 2,
      inconnu: 50,
    },
  },
  quiche: {
    id: 'quiche',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 2,
    needs: ['legume', 'porc', 'poisson', 'fromage', 'volaille', 'fruit-de-mer'],
    absorbs: {
      legume: 80,
      fromage: 20,
      porc: 30,
      volaille: 35,
      poisson: 35,
      'fruit-de-mer': 35,
      herbe: 2,
      epice: 1,
      'produit-laitier': 50,
      oeuf: 40,
      inconnu: 40,
    },
  },
  curry: {
    id: 'curry',
    dishType: 'Plat chaud',
    cuisine: 'Indienne',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 1,
    needs: ['legume', 'legumineuse', 'volaille', 'viande', 'poisson', 'fruit-de-mer'],
    absorbs: {
      legume: 150,
      legumineuse: 80,
      volaille: 120,
      viande: 120,
      poisson: 120,
      'fruit-de-mer': 110,
      feculent: 100,
      cereale: 70,
      herbe: 3,
      epice: 1,
      inconnu: 80,
    },
  },
  risotto: {
    id: 'risotto',
    dishType: 'Plat chaud',
    cuisine: 'Italienne',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 2,
    needs: ['legume', 'volaille', 'fruit-de-mer', 'poisson', 'fromage'],
    absorbs: { legume: 100, fromage: 25, volaille: 60, 'fruit-de-mer': 60, poisson: 60, porc: 30, herbe: 2, cereale: 80, inconnu: 50 },
  },
  wok: {
    id: 'wok',
    dishType: 'Plat chaud',
    cuisine: 'Asiatique',
    mealTypes: ['déjeuner', 'dîner'],
    sweet: false,
    complexity: 1,
    needs: ['legume', 'volaille', 'viande', 'porc', 'fruit-de-mer', 'legumineuse'],
    absorbs: {
      legume: 150,
      volaille: 110,
      viande: 110,
      porc: 100,
      'fruit-de-mer': 100,
      legumineuse: 100,
      cereale: 70,
      herbe: 2,
      epice: 1,
      'noix-graines': 10,
      inconnu: 70,
    },
  },
  compote: {
    id: 'compote',
    dishType: 'Dessert',
    cuisine: 'Française',
    mealTypes: ['petit-déjeuner', 'collation', 'dessert'],
    sweet: true,
    complexity: 1,
    needs: ['fruit'],
    absorbs: { fruit: 200, epice: 0.5, sucre: 8 },
  },
  crumble: {
    id: 'crumble',
    dishType: 'Dessert',
    cuisine: 'Française',
    mealTypes: ['collation', 'dessert'],
    sweet: true,
    complexity: 1,
    needs: ['fruit'],
    absorbs: { fruit: 150, 'noix-graines': 10, epice: 0.5, sucre: 20, cereale: 15 },
  },
  smoothie: {
    id: 'smoothie',
    dishType: 'Goûter',
    cuisine: 'Américaine',
    mealTypes: ['petit-déjeuner', 'collation', 'dessert'],
    sweet: true,
    complexity: 1,
    needs: ['fruit'],
    absorbs: { fruit: 150, 'produit-laitier': 120, 'noix-graines': 8, sucre: 8, cereale: 15 },
  },
  clafoutis: {
    id: 'clafoutis',
    dishType: 'Dessert',
    cuisine: 'Française',
    mealTypes: ['collation', 'dessert'],
    sweet: true,
    complexity: 1,
    needs: ['fruit'],
    absorbs: { fruit: 110, 'produit-laitier': 60, oeuf: 30, sucre: 20 },
  },
};
