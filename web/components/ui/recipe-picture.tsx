import type { Illustration } from '@shared/schemas/images';

/** The drawn picture of a dish with nothing known of it (a deleted recipe): a plate. */
const PLATE: Illustration = { emoji: ['1f37d'], background: 'hsl(40 70% 88%)', label: 'plat' };

/** 'Illustration : soupe, potiron, carotte': what the drawn picture shows, for the alt text. */
export const illustrationAlt = (illustration: Pick<Illustration, 'label'>) => `Illustration : ${illustration.label}`;
export const PHOTO_ALT = 'Photo du plat';

/**
 * A recipe's picture: the household's photo when it has one, else its illustration, the dish then its
 * main ingredients drawn with Twemoji on the background of its dish type (served from /emoji/, the
 * site's own origin). `size` sets the emoji: large on the recipe page, smaller on a card.
 */
export function RecipePicture({
  imageUrl,
  illustration,
  className = '',
  size = 'card',
}: {
  imageUrl: string | null;
  illustration?: Illustration;
  className?: string;
  size?: 'card' | 'page';
}) {
  if (imageUrl) return <img src={imageUrl} alt={PHOTO_ALT} loading="lazy" className={`object-cover ${className}`} />;
  const drawn = illustration ?? PLATE;
  const [dish, ...ingredients] = drawn.emoji;
  const big = size === 'page' ? 'h-24 w-24' : 'h-16 w-16';
  const small = size === 'page' ? 'h-12 w-12' : 'h-9 w-9';
  return (
    <div
      role="img"
      aria-label={illustrationAlt(drawn)}
      style={{ backgroundColor: drawn.background }}
      className={`flex flex-col items-center justify-center gap-2 ${className}`}
    >
      {dish && <img src={`/emoji/${dish}.svg`} alt="" className={big} />}
      {ingredients.length > 0 && (
        <div className="flex items-center gap-2">
          {ingredients.map((code) => (
            <img key={code} src={`/emoji/${code}.svg`} alt="" className={small} />
          ))}
        </div>
      )}
    </div>
  );
}
