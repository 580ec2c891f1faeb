import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Instruction } from '@shared/schemas/recipes';
import { CookingMode } from './cooking-mode';

const STEPS: Instruction[] = [
  { time: 0, explanation: 'Faire revenir les oignons 2 minutes.', tips: '' },
  { time: 0, explanation: 'Servir bien chaud.', tips: '' },
  { time: 20, explanation: 'Laisser mijoter à couvert.', tips: '' },
];

function stubWakeLock() {
  const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  const request = vi.fn(async (type: string) => {
    expect(type).toBe('screen');
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  vi.useRealTimers();
});

describe('CookingMode: the wake lock', () => {
  it('asks for it on open, again when the page is visible again, and releases it on close', async () => {
    const { request, sentinels } = stubWakeLock();
    const { unmount } = render(<CookingMode title="Soupe" steps={STEPS} onClose={() => undefined} />);
    await act(async () => undefined);
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/peut se mettre en veille/)).toBeNull();

    // The browser drops the lock when the page is hidden; back on the page, it is asked again.
    sentinels[0]!.released = true;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(sentinels).toHaveLength(2);
    expect(sentinels[1]!.release).toHaveBeenCalledTimes(1);
  });

  it('says discreetly that the screen may sleep when the browser has no wake lock', async () => {
    expect('wakeLock' in navigator).toBe(false);
    render(<CookingMode title="Soupe" steps={STEPS} onClose={() => undefined} />);
    expect(screen.getByText('Votre appareil peut se mettre en veille : pensez à le toucher de temps en temps.')).toBeTruthy();
  });
});

describe('CookingMode: a step timer', () => {
  // Only the clock and the timer's interval are faked: the testing library waits on real timeouts.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });

  it('counts down in mm:ss, announces each minute, pauses, rings on another step, resets', async () => {
    const user = userEvent.setup();
    render(<CookingMode title="Soupe" steps={STEPS} onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Lancer le minuteur (2 min)' }));
    const timer = screen.getByRole('timer', { name: 'Minuteur de l’étape 1' });
    expect(timer.textContent).toBe('02:00');
    expect(screen.getByText('2 minutes restantes').getAttribute('aria-live')).toBe('polite');

    await tick(1000);
    expect(timer.textContent).toBe('01:59');
    expect(screen.getByText('1 minute restante')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    await tick(10_000);
    expect(timer.textContent).toBe('01:59');
    expect(screen.getByText('En pause')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reprendre' }));
    await tick(60_000);
    expect(screen.getByRole('timer').textContent).toBe('00:59');
    expect(screen.getByText('Moins d’une minute restante')).toBeTruthy();

    // The timer goes on while the cook reads the next step; its end is announced there.
    await user.click(screen.getByRole('button', { name: 'Étape suivante' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Étape 2 sur 3');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await tick(59_000);
    expect(screen.getByRole('alert').textContent).toBe('Minuteur terminé : étape 1');

    await user.click(screen.getByRole('button', { name: 'Fermer l’alerte' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Étape précédente' }));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Lancer le minuteur (2 min)' })).toBeTruthy();
  });

  it("uses the step's own minutes when its text gives no duration, and none for a step without time", async () => {
    const user = userEvent.setup();
    render(<CookingMode title="Soupe" steps={STEPS} onClose={() => undefined} />);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Étape 2 sur 3');
    expect(screen.queryByRole('button', { name: /Lancer le minuteur/ })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Lancer le minuteur (20 min)' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<CookingMode title="Soupe" steps={STEPS} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
