import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { photoResponseSchema } from '@shared/schemas/images';
import { renderScreen, stubAnswer, stubApi, stubError } from '@web/test/api-stub';
import { aRecipe } from '@web/test/fixtures';
import type * as resizeModule from '../resize-photo';
import { fitWithin } from '../resize-photo';
import { RecipePhoto } from './recipe-photo';

// The browser's resize needs a real canvas: replaced here by a stand-in that answers a small JPEG.
const resized = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const resizeMock = vi.hoisted(() => vi.fn<(file: Blob) => Promise<Blob>>());
vi.mock('../resize-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof resizeModule>()),
  resizePhoto: resizeMock,
}));

const SIGNED = '/api/images/households/h1/recipes/r1/p1.jpg?exp=1796169600&sig=' + 'a'.repeat(64);
const recipe = aRecipe({
  id: 'r1',
  title: 'Velouté de potiron',
  dishType: 'Soupe',
  illustration: { emoji: ['1f372', '1f383', '1f955'], background: 'hsl(20 70% 87%)', label: 'velouté, potiron, carotte' },
});
const input = () => screen.getByLabelText('Ajouter une photo') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const photoFile = (type = 'image/jpeg') => new File([new Uint8Array(2_000_000)], 'diner.jpg', { type });

afterEach(() => {
  vi.unstubAllGlobals();
  resizeMock.mockReset();
});

describe('RecipePhoto', () => {
  it('shows the illustration described in French, and « Ajouter une photo » takes JPEG, PNG or WebP', () => {
    stubApi({});
    renderScreen(<RecipePhoto recipe={recipe} />);
    const picture = screen.getByRole('img', { name: 'Illustration : velouté, potiron, carotte' });
    expect(picture.getAttribute('style')).toContain('background-color: hsl(20 70% 87%)');
    expect([...picture.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/emoji/1f372.svg',
      '/emoji/1f383.svg',
      '/emoji/1f955.svg',
    ]);
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/jpeg,image/png,image/webp');
  });

  it('resizes the chosen photo, sends it as the body, then shows it with « Photo ajoutée »', async () => {
    resizeMock.mockResolvedValue(resized);
    const calls = stubApi({
      'POST /api/recipes/r1/photo': () => stubAnswer(photoResponseSchema, { success: true, data: { imageUrl: SIGNED } }, 201),
    });
    renderScreen(<RecipePhoto recipe={recipe} />);
    const file = photoFile();
    choose(file);
    expect(await screen.findByText('Photo ajoutée')).toBeTruthy();
    expect(resizeMock).toHaveBeenCalledWith(file);
    const sent = calls.filter((c) => c.path === '/api/recipes/r1/photo');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(resized);
    const fetchInit = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/photo'))![1]!;
    expect((fetchInit.headers as Record<string, string>)['Content-Type']).toBe('image/jpeg');
    const photo = screen.getByRole('img', { name: 'Photo du plat' });
    expect(photo.getAttribute('src')).toBe(SIGNED);
    expect(screen.queryByRole('img', { name: /^Illustration/ })).toBeNull();
  });

  it('says in French what the server refused, and keeps the illustration', async () => {
    resizeMock.mockResolvedValue(resized);
    stubApi({ 'POST /api/recipes/r1/photo': () => stubError(413, 'La photo est trop volumineuse (5 Mo au maximum).') });
    renderScreen(<RecipePhoto recipe={recipe} />);
    choose(photoFile());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('La photo est trop volumineuse (5 Mo au maximum).')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Illustration : velouté, potiron, carotte' })).toBeTruthy();
  });

  it('refuses another format before sending anything, and an image the browser cannot read', async () => {
    const calls = stubApi({});
    renderScreen(<RecipePhoto recipe={recipe} />);
    choose(photoFile('image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('La photo doit être une image JPEG, PNG ou WebP.');
    expect(resizeMock).not.toHaveBeenCalled();
    resizeMock.mockRejectedValue(new Error('decode'));
    choose(photoFile('image/png'));
    expect(await screen.findByText("Cette image n'a pas pu être lue. Choisissez une photo JPEG, PNG ou WebP.")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('fitWithin', () => {
  it('brings the long side to 1600 px, keeps the proportions and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
