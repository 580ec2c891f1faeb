import { useId, useState, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { PHOTO_TYPES } from '@shared/schemas/images';
import type { Recipe } from '@shared/schemas/recipes';
import { buttonClass } from '@web/components/ui/button';
import { RecipePicture } from '@web/components/ui/recipe-picture';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { useUploadPhoto } from '../api/upload-photo';
import { resizePhoto } from '../resize-photo';
import { RECIPE_TEXTS as T } from '../texts';

type Stage = 'idle' | 'resizing' | 'sending' | 'done' | 'error';

/**
 * The recipe page's picture and « Ajouter une photo »: the chosen image is resized in the browser
 * (resize-photo.ts), sent, then shown in place of the illustration. No `capture` attribute: a phone
 * then offers both its camera and its gallery (a photo taken at dinner is often sent later).
 */
export function RecipePhoto({ recipe }: { recipe: Recipe }) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadPhoto(recipe.id);
  const [imageUrl, setImageUrl] = useState(recipe.imageUrl);
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = stage === 'resizing' || stage === 'sending';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setError(null);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setStage('error');
      setError(T.photoType);
      return;
    }
    setStage('resizing');
    let photo: Blob;
    try {
      photo = await resizePhoto(file);
    } catch {
      setStage('error');
      setError(T.photoUnreadable);
      return;
    }
    setStage('sending');
    try {
      setImageUrl(await upload.mutateAsync(photo));
      setStage('done');
    } catch (err) {
      setStage('error');
      setError(errorMessage(err, T.photoError));
    }
  };

  return (
    <div className="space-y-2">
      <RecipePicture
        imageUrl={imageUrl}
        illustration={recipe.illustration}
        size="page"
        className="h-56 w-full overflow-hidden rounded-2xl sm:h-72"
      />
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={buttonClass({ variant: 'secondary', className: busy ? 'pointer-events-none opacity-70' : 'cursor-pointer' })}
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          {T.addPhoto}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => void onFile(event)}
          className="sr-only"
        />
        <p id={hintId} className="text-sm text-stone-700">
          {T.photoHint}
        </p>
      </div>
      {busy && (
        <p role="status" className="text-sm font-medium text-stone-800">
          {stage === 'resizing' ? T.photoResizing : T.photoSending}
        </p>
      )}
      <SuccessStatus>{stage === 'done' ? T.photoAdded : null}</SuccessStatus>
      <ErrorAlert>{stage === 'error' ? error : null}</ErrorAlert>
    </div>
  );
}
