// Reading an iteration request: the explicit replacements and exclusions, and the diets and
// modifiers the variants and the comment ask for, understood by keywords.
import type { DietLabel, IterateRequest } from '../../model';
import { DIET_ENTRIES } from '../../household/lexicon/diet-words';
import { resolveIngredient } from '../../knowledge/catalogue';
import { normalizeText } from '../../base/text';

export type Modifier = 'rapide' | 'economique' | 'leger' | 'epice' | 'moins-sucre';

export interface IterationPlan {
  replacements: { original: string; replacement: string }[];
  exclusions: string[];
  additions: string[];
  diets: DietLabel[];
  modifiers: Modifier[];
  servings?: number;
}

/** "sans X" words that are diets, not the exclusion of a food. */
const DIET_SANS = /^(gluten|lactose|produits? laitiers?|porc|alcool|sucres? ajoutes?)$/;

const MODIFIER_WORDS: [RegExp, Modifier][] = [
  [/\b(plus )?rapide\b|\bexpress\b|\bmoins long\b|\bplus vite\b|\bgagner du temps\b/, 'rapide'],
  [/\bmoins cher\b|\beconomique\b|\bpetit budget\b|\bpas cher\b|\bbudget\b/, 'economique'],
  [/\b(plus )?leger(e)?\b|\blight\b|\bmoins gras\b|\bmoins calorique\b|\bminceur\b|\bmoins de calories\b/, 'leger'],
  [/\b(plus )?epice(e)?\b|\bplus releve(e)?\b|\bpiquant\b|\bpimente\b/, 'epice'],
  [/\bmoins sucre(e)?\b|\bmoins de sucre\b/, 'moins-sucre'],
];

/** Reads variants and comment into a plan. Accent/case-insensitive. */
export function planIteration(req: IterateRequest): IterationPlan {
  const plan: IterationPlan = {
    replacements: [...req.ingredientReplacements],
    exclusions: [...req.excludedIngredients],
    additions: [],
    diets: [],
    modifiers: [],
  };
  const texts = [...req.variants, ...req.comment.split(/[.;!?\n]+/)].map((t) => t.trim()).filter(Boolean);
  for (const raw of texts) {
    const t = normalizeText(raw).replace(/[’']/g, "'");
    // "Remplacer le bœuf par des lentilles", "bœuf par lentilles", "bœuf -> lentilles"
    // (matched on the lower-cased raw text so that the replacement keeps its accents).
    const lower = raw.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
    const rep =
      /^(?:remplacer|remplace|remplacez|substituer|substituez|changer|changez)?\s*(?:le |la |les |l'|du |de la |des )?(.+?)\s+(?:par|->|→)\s+(?:le |la |les |l'|du |de la |des |de |d')?(.+)$/.exec(
        lower,
      );
    if (rep && /remplac|substitu|changer|->|→| par /.test(t)) {
      plan.replacements.push({ original: rep[1]!.trim(), replacement: rep[2]!.trim() });
      continue;
    }
    for (const diet of DIET_ENTRIES) if (diet.words.test(t)) plan.diets.push(diet.label);
    for (const [re, m] of MODIFIER_WORDS) if (re.test(t)) plan.modifiers.push(m);
    const people = /(?:pour\s+)?(\d{1,2})\s*(?:personnes?|pers\.?|parts?|portions?|couverts?)\b/.exec(t);
    if (people) plan.servings = Math.min(50, Math.max(1, Number(people[1])));
    // "sans champignons" (but not "sans gluten"/"sans lactose", which are diets)
    for (const m of t.matchAll(/\bsans\s+(?:le |la |les |l'|de |d')?([a-z' -]+?)(?=$|,| et | ni | avec )/g)) {
      const what = m[1]!.trim();
      // A "sans porc" the diets do not know stays an exclusion of pork.
      if (/^(gluten|lactose|produits? laitiers?)$/.test(what)) continue;
      if (DIET_SANS.test(what) && plan.diets.some((d) => normalizeText(d).startsWith('sans '))) continue;
      plan.exclusions.push(what);
    }
    for (const m of t.matchAll(
      /\b(?:ajouter|ajoute|ajoutez|avec|plus de)\s+(?:du |de la |des |de l'|un |une |le |la |les |l')?([a-z' -]+?)(?=$|,| et )/g,
    )) {
      const what = m[1]!.trim();
      if (resolveIngredient(what)) plan.additions.push(what);
    }
  }
  plan.diets = [...new Set(plan.diets)];
  plan.modifiers = [...new Set(plan.modifiers)];
  plan.exclusions = [...new Set(plan.exclusions.filter(Boolean))];
  return plan;
}
