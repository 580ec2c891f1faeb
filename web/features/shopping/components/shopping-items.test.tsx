import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shoppingItemSchema, type ShoppingItem } from '@shared/schemas/shopping';
import { ShoppingItems } from './shopping-items';

const ITEMS: ShoppingItem[] = [
  { _id: 'i1', name: 'Échalotes', quantity: 3, unit: '', category: 'Fruits et légumes', purchased: false, detail: '70 g' },
  { _id: 'i2', name: 'Citrons', quantity: 2, unit: '', category: 'Fruits et légumes', purchased: false },
  { _id: 'i3', name: 'Beurre doux', quantity: 250, unit: 'g', category: 'Crèmerie', purchased: false },
  { _id: 'i4', name: 'Sel', quantity: 1, unit: 'g', category: 'Vous avez sûrement déjà', purchased: false },
  { _id: 'i5', name: "Huile d'olive", quantity: 1, unit: 'c. à soupe', category: 'Vous avez sûrement déjà', purchased: false },
  // Added by hand after the list was built: its aisle comes after the pantry in the server's order.
  { _id: 'i6', name: 'Liquide vaisselle', quantity: 1, unit: '', category: 'Autres', purchased: false },
];

function renderItems(items = ITEMS) {
  return render(<ShoppingItems items={items} editing={false} draft={{}} onTick={vi.fn()} onDraftChange={vi.fn()} />);
}

describe('ShoppingItems', () => {
  it('shows the grams needed in brackets after the count, in the checkbox label too', () => {
    renderItems();
    expect((screen.getByRole('checkbox', { name: 'Échalotes — 3 (70 g)' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Échalotes — 3 (70 g)').tagName).toBe('SPAN');
    // No detail, no brackets.
    const fruits = screen.getByRole('region', { name: 'Fruits et légumes' });
    expect(
      within(fruits)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Échalotes — 3 (70 g)', 'Citrons — 2']);
    expect(screen.getByRole('checkbox', { name: 'Beurre doux — 250 g' }).getAttribute('type')).toBe('checkbox');
  });

  it('shows the pantry section last, under its heading', () => {
    renderItems();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Fruits et légumes', 'Crèmerie', 'Autres', 'Vous avez sûrement déjà']);
    const pantry = screen.getByRole('region', { name: 'Vous avez sûrement déjà' });
    expect(
      within(pantry)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Sel — 1 g', "Huile d'olive — 1 c. à soupe"]);
  });

  it('under an item a member ticked: « coché par » and their name, read as the checkbox’s description', () => {
    renderItems(
      [
        { _id: 'i1', name: 'Citrons', quantity: 2, unit: '', category: 'Fruits et légumes', purchased: true, purchasedByName: 'Camille' },
        { _id: 'i2', name: 'Beurre doux', quantity: 250, unit: 'g', category: 'Crèmerie', purchased: true },
        // Unticked since: whoever ticked it before is no longer news.
        { _id: 'i3', name: 'Lait', quantity: 1, unit: 'l', category: 'Crèmerie', purchased: false, purchasedByName: 'Alex' },
      ].map((item) => shoppingItemSchema.parse(item)),
    );
    const lemons = screen.getByRole('checkbox', { name: 'Citrons — 2' });
    expect(lemons.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(lemons.getAttribute('aria-describedby')!)!.textContent).toBe('coché par Camille');
    expect(screen.getAllByText(/^coché par/).map((p) => p.textContent)).toEqual(['coché par Camille']);
    expect(screen.getByRole('checkbox', { name: 'Beurre doux — 250 g' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Lait — 1 l' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('« J’ai déjà » beside each item still to buy, not on a ticked item nor in the pantry section; it names the item', async () => {
    const onHave = vi.fn();
    const items = ITEMS.map((item) => (item._id === 'i2' ? { ...item, purchased: true } : item));
    render(<ShoppingItems items={items} editing={false} draft={{}} onTick={vi.fn()} onDraftChange={vi.fn()} onHave={onHave} />);
    expect(screen.getAllByRole('button', { name: /^J’ai déjà/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'J’ai déjà : Échalotes',
      'J’ai déjà : Beurre doux',
      'J’ai déjà : Liquide vaisselle',
    ]);
    expect(screen.getByRole('button', { name: 'J’ai déjà : Beurre doux' }).textContent).toBe('J’ai déjà');
    await userEvent.click(screen.getByRole('button', { name: 'J’ai déjà : Beurre doux' }));
    // It asks how much; nothing typed is « assez ».
    const prompt = screen.getByRole('form', { name: 'Combien de Beurre doux avez-vous ?' });
    expect((within(prompt).getByRole('textbox', { name: 'Quantité (vide : assez)' }) as HTMLInputElement).placeholder).toBe('assez');
    expect((within(prompt).getByRole('combobox', { name: 'Unité' }) as HTMLSelectElement).value).toBe('g');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Ranger dans mes placards' }));
    expect(onHave).toHaveBeenCalledWith(ITEMS[2], undefined);
    expect(screen.queryByRole('form', { name: 'Combien de Beurre doux avez-vous ?' })).toBeNull();
  });

  it('« J’ai déjà » with a quantity sends it with its unit; « Annuler » sends nothing', async () => {
    const onHave = vi.fn();
    render(<ShoppingItems items={ITEMS} editing={false} draft={{}} onTick={vi.fn()} onDraftChange={vi.fn()} onHave={onHave} />);
    await userEvent.click(screen.getByRole('button', { name: 'J’ai déjà : Échalotes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onHave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'J’ai déjà : Beurre doux' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantité (vide : assez)' }), '0,5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unité' }), 'kg');
    await userEvent.click(screen.getByRole('button', { name: 'Ranger dans mes placards' }));
    expect(onHave).toHaveBeenCalledWith(ITEMS[2], { quantity: 0.5, unit: 'kg' });
  });

  it('an item the pantry reduced says what the pantry holds: « 250 g (vous en avez 500 g) »', () => {
    renderItems([
      {
        _id: 'l',
        name: 'Lentilles vertes',
        quantity: 250,
        unit: 'g',
        category: 'Épicerie salée',
        purchased: false,
        have: { quantity: 500, unit: 'g' },
      },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Lentilles vertes — 250 g (vous en avez 500 g)' })).toBeTruthy();
  });

  it('without the action, no « J’ai déjà »', () => {
    renderItems();
    expect(screen.queryByRole('button', { name: /^J’ai déjà/ })).toBeNull();
  });
});
