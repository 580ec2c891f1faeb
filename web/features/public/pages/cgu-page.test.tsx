import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import CguPage from './cgu-page';

function pageText(): string {
  const { container } = render(
    <MemoryRouter>
      <CguPage />
    </MemoryRouter>,
  );
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('CGU: recipes', () => {
  it('describes the recipe engine, and the language model only as a configured option', () => {
    const text = pageText();
    expect(text).toContain(
      'Les recettes, menus et suggestions sont composés automatiquement par le moteur de recettes de Popote, à partir d’un recueil de recettes rédigées à l’avance, d’une table d’ingrédients et de règles (remplacement d’ingrédients, calcul des quantités), en fonction des informations renseignées par l’Utilisateur. Lorsque le service est configuré avec un modèle de langage (intelligence artificielle), les recettes absentes de ce recueil peuvent être rédigées par ce modèle et sont soumises aux mêmes vérifications.',
    );
    expect(text).not.toContain('à l’aide d’une intelligence artificielle');
  });

  it('says what is checked on every recipe', () => {
    expect(pageText()).toContain(
      'Allergies. Chaque recette fournie à l’Utilisateur est vérifiée, pour le nombre de portions prévu, au regard des allergies, des ingrédients non aimés et des régimes déclarés dans le profil : un ingrédient incompatible est remplacé, sinon la recette est écartée.',
    );
  });
});
