import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import FaqPage from './faq-page';

/** The page's text with every run of spaces (non-breaking ones included) as one space. */
function pageText(): string {
  const { container } = render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('FAQ: what the product really does', () => {
  it('describes the recipe engine for what it is; artificial intelligence only when a language model is configured', () => {
    const text = pageText();
    expect(text).toContain(
      'Popote compose vos recettes à partir d’un recueil de recettes rédigées à l’avance, d’une table d’ingrédients et de règles de cuisine : il choisit les recettes qui vous conviennent, remplace les ingrédients qui ne vous conviennent pas et recalcule les quantités pour votre foyer.',
    );
    expect(text).toContain(
      'Si le service est configuré avec un modèle de langage (une intelligence artificielle), les recettes qui ne figurent pas dans ce recueil peuvent être rédigées par ce modèle ; elles passent par les mêmes vérifications que les autres.',
    );
    expect(text).not.toContain('générées automatiquement à l’aide d’une intelligence artificielle');
    expect(text.match(/intelligence artificielle/g)).toHaveLength(1);
  });

  it('says exactly what the declared equipment changes', () => {
    expect(pageText()).toContain(
      'Équipement de cuisine : si vous avez indiqué vos appareils de cuisson sans four, les suggestions et le menu de la semaine ne vous proposent pas de plat cuit au four, sauf si vous en demandez un (un gratin dans votre recherche ou dans le souhait d’un jour, par exemple). Les autres appareils ne sont pas encore pris en compte.',
    );
  });

  it('says how ratings and favourites count', () => {
    const text = pageText();
    expect(text).toContain(
      'Vos notes (ici ou sur les repas de vos menus) et vos favoris comptent aussi dans les suggestions et les menus de la semaine : une recette notée 4 ou 5 étoiles, ou mise en favori, vous est proposée plus souvent, tout comme, un peu, les plats au même ingrédient principal ; une recette notée 1 ou 2 étoiles ne vous est plus proposée, sauf si aucune autre ne convient, et les plats au même ingrédient principal le sont un peu moins souvent.',
    );
    expect(text).not.toContain('orienter les prochaines suggestions');
  });

  it('says every recipe served is checked at its number of portions', () => {
    expect(pageText()).toContain(
      'Oui. Chaque recette qui vous est fournie (suggestion, recette créée, nouvelle version, menu de la semaine, anti-gaspillage) est vérifiée, pour le nombre de portions prévu, au regard des allergies, des ingrédients non aimés et des régimes de votre profil : un ingrédient incompatible est remplacé, sinon la recette est écartée.',
    );
  });

  it('states the retention rules the code applies, and the login limits', () => {
    const text = pageText();
    expect(text).toContain(
      'Vos données sont alors effacées immédiatement, à l’exception de vos commandes au drive, que la loi nous oblige à conserver 10 ans : elles sont détachées de votre compte et ne gardent que la date, l’enseigne, le statut et le contenu du panier.',
    );
    expect(text).toContain('Votre compte et ses données : 3 ans après votre dernière activité');
    expect(text).toContain(
      'les données de navigation : les menus de la semaine générés, 13 mois ; les tentatives de connexion échouées, une heure.',
    );
    expect(text).toContain(
      'Après 5 tentatives de connexion échouées, chaque nouvel essai doit attendre (30 secondes, puis de plus en plus longtemps) ; après 10, le compte est bloqué 15 minutes.',
    );
  });
});
