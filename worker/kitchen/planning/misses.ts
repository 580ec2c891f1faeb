// The days a planned week misses its energy target, said in French with the reason.
import type { Weekday } from '@shared/schemas/week-menu';
import { canonicalDiets } from '../household/diets';
import { DIET_VOCABULARY } from '../household/lexicon/diet-words';
import type { DietLabel, EaterProfile } from '../model';
import type { PlanSlot } from './week';

/** "2 350" as French writes it (narrow no-break space between thousands, as Intl fr-FR does). */
export function frenchInteger(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** "trop peu de recettes végétaliennes": the plural feminine adjective of each diet, the native word where
 *  there is one. Flexitarien forbids nothing, so it never narrows the choice of recipes. */
const dietAdjective = (d: DietLabel) => (DIET_VOCABULARY[d].native ?? DIET_VOCABULARY[d].adjective).fp;

/** Why a day misses its energy target, in French. */
export function missReason(profile: EaterProfile, slots: readonly PlanSlot[], below: boolean): string {
  if (slots.length === 1) return below ? 'un seul repas planifié ce jour-là, même en portion double' : 'un seul repas planifié ce jour-là';
  const adjectives = canonicalDiets(profile.diets)
    .filter((d) => d !== 'Flexitarien')
    .map(dietAdjective);
  if (slots.every((s) => s.maxTime <= 30)) adjectives.push('rapides');
  const kind = adjectives.length ? ` ${adjectives.join(' ')}` : '';
  return below ? `trop peu de recettes${kind} assez nourrissantes` : `trop peu de recettes${kind} assez légères`;
}

export function missSentence(day: Weekday, kcal: number, target: number, reason: string): string {
  return `${day} : ${frenchInteger(kcal)} kcal pour un objectif de ${frenchInteger(target)} kcal — ${reason}.`;
}
