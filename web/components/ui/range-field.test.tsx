import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RangeField } from './range-field';

describe('RangeField', () => {
  it('is a labelled slider with its bounds, step and value in words', () => {
    const onChange = vi.fn();
    render(<RangeField label="Temps" min={10} max={120} step={5} value={30} onChange={onChange} format={(n) => `${n} min`} />);
    const slider = screen.getByRole('slider', { name: 'Temps' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['10', '120', '5', '30']);
    expect(slider.getAttribute('aria-valuetext')).toBe('30 min');
    fireEvent.change(slider, { target: { value: '45' } });
    expect(onChange).toHaveBeenCalledWith(45);
  });
});
