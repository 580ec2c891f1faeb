import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PANTRY_CATEGORY, shoppingItemSchema, type ShoppingItem } from '@shared/schemas/shopping';
import { ListEstimate } from './list-estimate';
import { ShoppingItems } from './shopping-items';

const egg = { label: '1 × Œufs frais x12 (il en faut 4)', count: 1, size: 12, unit: 'pièce' as const };
const ITEMS: ShoppingItem[] = [
  {
    _id: 'i1',
    name: 'Tomates',
    quantity: 1,
    unit: 'kg',
    category: 'Fruits et légumes',
    purchased: false,
    price: 4.98,
    pack: { label: '2 × Tomates grappe 500 g', count: 2, size: 500, unit: 'g' },
  },
  {
    _id: 'i2',
    name: 'Courgettes',
    quantity: 500,
    unit: 'g',
    category: 'Fruits et légumes',
    purchased: true,
    price: 2.49,
    pack: { label: '1 × Courgettes 1 kg (il en faut 500 g)', count: 1, size: 1000, unit: 'g' },
  },
  { _id: 'i3', name: 'Citrons verts', quantity: 2, unit: '', category: 'Fruits et légumes', purchased: false },
  { _id: 'i4', name: 'Œufs', quantity: 4, unit: 'pièces', category: 'Crèmerie', purchased: false, price: 3.19, pack: egg },
  {
    _id: 'i5',
    name: 'Vinaigre de cidre',
    quantity: 3,
    unit: 'c. à café',
    category: 'Condiments et épices',
    purchased: false,
    pack: { label: '1 bouteille de 50 cl (il en faut 3 c. à café)', count: 1, size: 500, unit: 'ml' },
  },
  // The pantry section is not bought: neither counted nor named as unpriced.
  { _id: 'i6', name: 'Sel', quantity: 1, unit: 'g', category: PANTRY_CATEGORY, purchased: false },
];

describe('the list screen: packs, prices and the estimate', () => {
  it('fixtures are lists as the API sends them', () => {
    for (const item of ITEMS) expect(shoppingItemSchema.parse(item)).toEqual(item);
  });

  it('shows the estimated total and names the lines without a price', () => {
    render(<ListEstimate items={ITEMS} />);
    const box = screen.getByTestId('list-estimate');
    // 4,98 + 2,49 + 3,19 (ticked lines count: the estimate is the list's)
    // the DOM's own text, unnormalised: the French currency format has a no-break space before €
    expect(within(box).getByText(/^Total estimé/).textContent).toBe('Total estimé : 10,66\u00a0€');
    expect(within(box).getByText('Sans prix : Citrons verts, Vinaigre de cidre')).toBeTruthy();
    expect(within(box).queryByText('Prix indisponibles')).toBeNull();
  });

  it('without any price (no drive): « Prix indisponibles », no 0 €', () => {
    render(<ListEstimate items={ITEMS.map(({ price: _price, ...i }) => i)} />);
    const box = screen.getByTestId('list-estimate');
    expect(box.textContent).toBe('Prix indisponibles');
  });

  it('per line the pack to take and its price, per aisle a subtotal', () => {
    render(<ShoppingItems items={ITEMS} editing={false} draft={{}} onTick={vi.fn()} onDraftChange={vi.fn()} />);
    const fruits = screen.getByRole('region', { name: 'Fruits et légumes' });
    expect(within(fruits).getByText(/^Sous-total/).textContent).toBe('Sous-total : 7,47\u00a0€');
    expect(within(fruits).getByText('2 × Tomates grappe 500 g')).toBeTruthy();
    expect(within(fruits).getByText(/^4,98/).textContent).toBe('4,98\u00a0€');
    const dairy = screen.getByRole('region', { name: 'Crèmerie' });
    expect(within(dairy).getByText('1 × Œufs frais x12 (il en faut 4)')).toBeTruthy();
    // the checkbox keeps the line as its name; the pack is its description
    const eggs = within(dairy).getByRole('checkbox', { name: 'Œufs — 4 pièces' });
    expect(eggs.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(eggs.getAttribute('aria-describedby')!)?.textContent).toBe('1 × Œufs frais x12 (il en faut 4)');
    expect(within(dairy).getByText(/^Sous-total/).textContent).toBe('Sous-total : 3,19\u00a0€');
    // a pack from the kitchen's table, no price: no subtotal for its aisle
    const condiments = screen.getByRole('region', { name: 'Condiments et épices' });
    expect(within(condiments).getByText('1 bouteille de 50 cl (il en faut 3 c. à café)')).toBeTruthy();
    expect(within(condiments).queryByText(/Sous-total/)).toBeNull();
    expect(within(condiments).queryByText(/€/)).toBeNull();
  });
});
