import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipToggleGroup } from './chip-toggle-group';

function Harness({ custom = true }: { custom?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChipToggleGroup
        legend="Cuisine"
        options={['Française', 'Italienne']}
        value={value}
        onChange={setValue}
        custom={custom ? { label: 'Autre cuisine', addLabel: 'Ajouter une cuisine' } : undefined}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]');

describe('ChipToggleGroup', () => {
  it('toggles options as pressed buttons inside a named group', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Cuisine' })).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Italienne' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(value()).toEqual(['Italienne']);
    await user.click(chip);
    expect(value()).toEqual([]);
  });

  it('adds free text trimmed, by button or Enter, ignoring blanks and case/accent duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Autre cuisine');
    await user.type(input, '  Libanaise  ');
    await user.click(screen.getByRole('button', { name: 'Ajouter une cuisine' }));
    expect(value()).toEqual(['Libanaise']);
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, '   {Enter}');
    await user.type(input, 'LIBANAISE{Enter}');
    // Typing an option chooses it with its own spelling.
    await user.type(input, 'francaise{Enter}');
    expect(value()).toEqual(['Libanaise', 'Française']);
    expect(screen.getByRole('button', { name: 'Française' }).getAttribute('aria-pressed')).toBe('true');
    // The custom value shows as a pressed chip; pressing it removes it.
    await user.click(screen.getByRole('button', { name: 'Libanaise' }));
    expect(value()).toEqual(['Française']);
  });

  it('has no free text when none is asked for (difficulty)', () => {
    render(<Harness custom={false} />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
