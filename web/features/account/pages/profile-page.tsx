import { useEffect, useState } from 'react';
import { COMMON_INGREDIENTS_FALLBACK } from '@shared/options';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { fetchCommonIngredients } from '@web/lib/common-ingredients';
import { ProfileForm } from '../components/profile-form';

/** /profile (spec §2, issue #3 item 4). The session restored the profile at start-up (GET /api/users/profile). */
export default function ProfilePage() {
  const { user, mergeUser } = useSession();
  const [catalogue, setCatalogue] = useState<readonly string[]>(COMMON_INGREDIENTS_FALLBACK);

  useEffect(() => {
    const controller = new AbortController();
    fetchCommonIngredients(controller.signal).then(setCatalogue, () => undefined);
    return () => controller.abort();
  }, []);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageTitle>Mon Profil</PageTitle>
      {user ? <ProfileForm user={user} ingredientCatalogue={catalogue} onSaved={mergeUser} /> : <Spinner />}
    </section>
  );
}
