import { useState } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { STORAGE_KEYS } from '@shared/constants';
import { paths } from '@web/app/paths';
import { PageTitle } from '@web/components/ui/page-title';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { removeKey } from '@web/lib/storage';
import { ErrorAlert } from '@web/components/ui/status-message';
import { downloadMyData } from '../api/account-api';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccount } from '../components/delete-account';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

/** /settings: password, my data (RGPD access), account deletion (RGPD erasure). */
export default function SettingsPage() {
  const { user, signIn } = useSession();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportData = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadMyData();
    } catch (error) {
      setExportError(errorMessage(error, 'Erreur lors du téléchargement de vos données'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <PageTitle>Paramètres</PageTitle>

      <Section title="Changer de mot de passe" description="Vos autres appareils seront déconnectés.">
        <ChangePasswordForm onToken={(token) => user && signIn({ ...user, token })} />
      </Section>

      <Section title="Abonnement">
        <p className="text-stone-800">
          Formule actuelle : <strong>{user?.subscription.type === 'premium' ? 'Premium' : 'Gratuit'}</strong>.{' '}
          <Link to={paths.subscription} className="font-semibold text-brand-800 underline">
            Gérer ou résilier mon abonnement
          </Link>
        </p>
      </Section>

      <Section title="Mes données" description="Téléchargez toutes les données de votre compte au format JSON (droit d'accès, RGPD).">
        <ErrorAlert>{exportError}</ErrorAlert>
        <Button type="button" variant="secondary" size="lg" onClick={exportData} disabled={exporting} aria-busy={exporting || undefined}>
          <Download aria-hidden="true" className="h-5 w-5" />
          {exporting ? 'Préparation...' : 'Télécharger mes données'}
        </Button>
      </Section>

      <Section title="Supprimer mon compte" description="Votre compte et toutes ses données seront effacés (droit à l'effacement, RGPD).">
        <DeleteAccount
          onDeleted={() => {
            // The server session is gone with the account: clear the local one and start afresh.
            removeKey(STORAGE_KEYS.user);
            window.location.replace(paths.home);
          }}
        />
      </Section>
    </section>
  );
}
