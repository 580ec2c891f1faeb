import { NUTRI_SCORE_GRADES } from '@shared/schemas/week-menu';

export type NutriScoreGrade = (typeof NUTRI_SCORE_GRADES)[number];

/** What a screen reader says for a grade: the letters themselves are hidden from it. */
export const nutriScoreLabel = (grade: NutriScoreGrade) => `Nutri-Score ${grade}`;
/** Said instead of a grade for an alcoholic drink, which has no Nutri-Score. */
export const NUTRI_SCORE_NOT_APPLICABLE = 'Nutri-Score non applicable';

// The familiar colours (A dark green → E red). Letters are white on A and E, near-black on B, C and
// D: each pair reaches 4.5:1 (the red of E is a shade darker than the logo's so white stays legible).
const COLOURS: Record<NutriScoreGrade, string> = {
  A: 'bg-[#038141] text-white',
  B: 'bg-[#85BB2F] text-stone-900',
  C: 'bg-[#FECB02] text-stone-900',
  D: 'bg-[#EE8100] text-stone-900',
  E: 'bg-[#D6390F] text-white',
};

const SIZES = {
  md: { strip: 'h-9', letter: 'w-7 text-sm', active: 'h-11 w-10 text-xl', title: 'text-[0.65rem]' },
  sm: { strip: 'h-6', letter: 'w-4 text-[0.65rem]', active: 'h-7 w-6 text-sm', title: 'text-[0.55rem]' },
} as const;

/**
 * The five-letter Nutri-Score strip, the recipe's letter highlighted and larger. One image for
 * assistive technology ('Nutri-Score B'); nothing at all when there is no grade, or
 * 'Nutri-Score non applicable' when `notApplicable` says why (an alcoholic drink).
 */
export function NutriScoreStrip({
  grade,
  size = 'md',
  notApplicable = false,
  className = '',
}: {
  grade: NutriScoreGrade | null | undefined;
  size?: keyof typeof SIZES;
  /** With no grade: say 'Nutri-Score non applicable' instead of showing nothing. */
  notApplicable?: boolean;
  className?: string;
}) {
  if (!grade) {
    return notApplicable ? <p className={`text-sm text-stone-700 ${className}`}>{NUTRI_SCORE_NOT_APPLICABLE}</p> : null;
  }
  const s = SIZES[size];
  return (
    <div role="img" aria-label={nutriScoreLabel(grade)} className={`inline-flex flex-col items-start ${className}`}>
      <span aria-hidden="true" className={`font-bold uppercase tracking-wide text-stone-700 ${s.title}`}>
        Nutri-Score
      </span>
      <span aria-hidden="true" className={`flex items-center ${s.strip}`}>
        {NUTRI_SCORE_GRADES.map((letter, index) => {
          const active = letter === grade;
          const ends = `${index === 0 ? 'rounded-l-md' : ''} ${index === NUTRI_SCORE_GRADES.length - 1 ? 'rounded-r-md' : ''}`;
          return (
            <span
              key={letter}
              data-letter={letter}
              data-active={active ? 'true' : undefined}
              className={`flex items-center justify-center font-bold ${COLOURS[letter]} ${
                active ? `z-10 rounded-md border-2 border-white shadow-md ${s.active}` : `h-full ${ends} ${s.letter}`
              }`}
            >
              {letter}
            </span>
          );
        })}
      </span>
    </div>
  );
}

/** A one-letter badge for tight places (cards, lists): same colours, same text alternative. */
export function NutriScoreBadge({ grade, className = '' }: { grade: NutriScoreGrade | null | undefined; className?: string }) {
  if (!grade) return null;
  return (
    <span
      role="img"
      aria-label={nutriScoreLabel(grade)}
      className={`inline-flex items-center gap-1 rounded-full border border-stone-200 bg-white py-0.5 pl-2 pr-0.5 text-xs font-semibold text-stone-800 ${className}`}
    >
      <span aria-hidden="true">Nutri-Score</span>
      <span
        aria-hidden="true"
        data-letter={grade}
        className={`flex h-5 w-5 items-center justify-center rounded-full font-bold ${COLOURS[grade]}`}
      >
        {grade}
      </span>
    </span>
  );
}
