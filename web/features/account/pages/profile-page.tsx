import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { useIngredientCatalogue } from '@web/lib/common-ingredients';
import { HouseholdSummary } from '../components/household-summary';
import { ProfileForm } from '../components/profile-form';

/** /profile. The session restored the profile at start-up (GET /api/users/profile). */
export default function ProfilePage() {
  const { user, mergeUser } = useSession();
  const catalogue = useIngredientCatalogue();

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageTitle>Mon Profil</PageTitle>
      <HouseholdSummary />
      {user ? <ProfileForm user={user} ingredientCatalogue={catalogue} onSaved={mergeUser} /> : <Spinner />}
    </section>
  );
}
