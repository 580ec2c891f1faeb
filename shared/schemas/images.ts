import { z } from '../validation';
import { dataResponse } from './common';

/** Dishes' pictures: a member's photo of a recipe (POST /api/recipes/:id/photo) and the drawn illustration. */

/** The formats a photo may have; the body's first bytes must match the declared one. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/** 5 MB: the browser sends a photo resized to 1600 px on its long side, far below it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The browser's resize: the long side at most, and the JPEG quality. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;

export const IMAGE_MESSAGES = {
  photoTooLarge: 'La photo est trop volumineuse (5 Mo au maximum).',
  photoType: 'La photo doit être une image JPEG, PNG ou WebP.',
  photoContent: "Le fichier envoyé n'est pas une image JPEG, PNG ou WebP valide.",
  photoEmpty: 'Aucune photo reçue.',
  photosUnavailable: "L'ajout de photos n'est pas disponible pour le moment.",
  photoAdded: 'Photo ajoutée',
} as const;

/** POST /api/recipes/:id/photo, 201: the recipe's new picture, a short-lived signed address. */
export const photoResponseSchema = dataResponse(z.object({ imageUrl: z.string() }));

/**
 * What a recipe's drawn picture shows: the dish, then up to 3 main ingredients (Twemoji file names, hex
 * code points joined by '-'), on a background colour; `label` is the French description for the alt text.
 */
export const illustrationSchema = z.object({
  emoji: z.array(z.string()),
  background: z.string(),
  label: z.string(),
});
export type Illustration = z.infer<typeof illustrationSchema>;
