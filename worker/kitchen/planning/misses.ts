// The days a planned week misses its energy target, said in French with the reason.
import type { Weekday } from '@shared/schemas/week-menu';
import { canonicalDiets } from '../household/diets';
import type { EaterProfile } from '../model';
import type { PlanSlot } from './week';

/** "2 350" as French writes it (narrow no-break space between thousands, as Intl fr-FR does). */
export function frenchInteger(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** Plural feminine adjectives of the diets, for "trop peu de recettes végétaliennes". */
const DIET_ADJECTIVES: Record<string, string> = {
  Végétarien: 'végétariennes',
  Végan: 'végétaliennes',
  Pescétarien: 'pescétariennes',
  'Sans gluten': 'sans gluten',
  'Sans lactose': 'sans lactose',
  Cétogène: 'cétogènes',
  'Low Carb': 'pauvres en glucides',
  Paleo: 'paléo',
  Halal: 'halal',
  Casher: 'casher',
  'Sans porc': 'sans porc',
  'Sans sucre ajouté': 'sans sucre ajouté',
};

/** Why a day misses its energy target, in French. */
export function missReason(profile: EaterProfile, slots: readonly PlanSlot[], below: boolean): string {
  if (slots.length === 1) return below ? 'un seul repas planifié ce jour-là, même en portion double' : 'un seul repas planifié ce jour-là';
  const adjectives = canonicalDiets(profile.diets).flatMap((d) => (DIET_ADJECTIVES[d] ? [DIET_ADJECTIVES[d]] : []));
  if (slots.every((s) => s.maxTime <= 30)) adjectives.push('rapides');
  const kind = adjectives.length ? ` ${adjectives.join(' ')}` : '';
  return below ? `trop peu de recettes${kind} assez nourrissantes` : `trop peu de recettes${kind} assez légères`;
}

export function missSentence(day: Weekday, kcal: number, target: number, reason: string): string {
  return `${day} : ${frenchInteger(kcal)} kcal pour un objectif de ${frenchInteger(target)} kcal — ${reason}.`;
}
