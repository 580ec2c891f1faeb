import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import PrivacyPage from './privacy-page';

// The retention section states what the nightly sweep and the account erasure really do
// (worker/features/retention/retention.service.ts, worker/features/users/account-data.ts).

function retentionSection() {
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
  const heading = screen.getByRole('heading', { name: '5. Durées de conservation' });
  const section = heading.closest('section');
  if (!section) throw new Error('the retention heading is not inside a section');
  return section;
}

describe('privacy page: retention', () => {
  it('states the three rules with the durations the sweep applies', () => {
    const section = retentionSection();
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).toEqual([
      'Compte et données associées (profil, recettes, menus, plans de repas, listes de courses, notes) : jusqu’à la suppression du compte, et au plus tard 3 ans après votre dernière activité (connexion, ouverture de l’application, modification du profil) ; elles sont alors supprimées.',
      'Commandes transmises au drive : 10 ans à compter de la commande, au titre des obligations comptables (article L123-22 du Code de commerce), même si votre compte est supprimé entre-temps. Elles sont alors détachées de votre compte : il n’en reste que la date, l’enseigne, le statut et le contenu du panier, sans votre nom, votre adresse e-mail ni aucun lien vers vous.',
      'Données de navigation : les menus de la semaine générés sont supprimés après 13 mois ; les tentatives de connexion échouées (adresse e-mail saisie, adresse IP), après une heure.',
    ]);
    expect(within(section).getByText('Ces durées sont appliquées chaque nuit par une tâche automatique.')).toBeTruthy();
  });

  it('says that deleting the account keeps only the detached orders', () => {
    const section = retentionSection();
    expect(
      within(section).getByText(
        'Lorsque vous supprimez votre compte, vos données sont effacées immédiatement, à l’exception des commandes, conservées détachées de votre compte comme indiqué ci-dessus.',
      ),
    ).toBeTruthy();
  });
});
