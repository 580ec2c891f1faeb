import { PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE } from '@shared/schemas/images';

/** The size a photo is drawn at: its long side at most `max` pixels, proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A phone's photo (often 4000 px and several MB) redrawn in the browser at 1600 px on its long side as a
 * JPEG of quality 0.85: a few hundred KB to send, under the server's 5 MB. The EXIF orientation is applied.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))), 'image/jpeg', PHOTO_JPEG_QUALITY),
  );
}
