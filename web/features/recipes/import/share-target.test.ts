import { describe, expect, it } from 'vitest';
import { findUrlInText, readSharedImport } from './share-target';

const read = (query: string) => readSharedImport(new URLSearchParams(query));

describe('readSharedImport (the share target /mes-recettes/importer?title=..&text=..&url=..)', () => {
  it('takes the shared page from `url`', () => {
    expect(read('title=Tarte&url=https%3A%2F%2Fcuisine.example%2Ftarte-aux-pommes')).toEqual({
      kind: 'url',
      url: 'https://cuisine.example/tarte-aux-pommes',
    });
  });

  it('finds the link Android writes in `text` after the title, without the sentence’s punctuation', () => {
    expect(read(`text=${encodeURIComponent('Tarte aux pommes de grand-mère https://cuisine.example/tarte?id=4.')}`)).toEqual({
      kind: 'url',
      url: 'https://cuisine.example/tarte?id=4',
    });
    expect(findUrlInText('Voir « http://blog.example/soupe » !')).toBe('http://blog.example/soupe');
  });

  it('prefers `url` to a link in `text`', () => {
    expect(read(`url=${encodeURIComponent('https://a.example/1')}&text=${encodeURIComponent('https://b.example/2')}`)).toEqual({
      kind: 'url',
      url: 'https://a.example/1',
    });
  });

  it('ignores a `url` that is not an http(s) address and falls back to the text', () => {
    expect(read(`url=${encodeURIComponent('javascript:alert(1)')}&text=${encodeURIComponent('Pâtes au pesto\n200 g de pâtes')}`)).toEqual({
      kind: 'text',
      text: 'Pâtes au pesto\n200 g de pâtes',
    });
    expect(read(`url=${encodeURIComponent('ftp://files.example/recette')}`)).toBeNull();
  });

  it('a shared text without a link is the recipe to read; a title alone or nothing is no import', () => {
    expect(read(`text=${encodeURIComponent('  Crêpes\n250 g de farine  ')}`)).toEqual({ kind: 'text', text: 'Crêpes\n250 g de farine' });
    expect(read('title=Tarte')).toBeNull();
    expect(read('')).toBeNull();
  });
});
