import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@web/app/paths';
import { backTarget } from '../customization';
import { RECIPE_TEXTS as T } from '../texts';
import { Button, ButtonLink } from '@web/components/ui/button';

/** 'Retour' to where the user came from: suggestions, the form, the previous version, else history or dashboard. */
export function BackButton() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = backTarget(params);
  if (target) {
    return (
      <ButtonLink to={target} variant="ghost">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {T.back}
      </ButtonLink>
    );
  }
  const goBack = () => {
    // react-router numbers its history entries: idx 0 means the app was opened on this page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.dashboard);
  };
  return (
    <Button type="button" onClick={goBack} variant="ghost">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {T.back}
    </Button>
  );
}
