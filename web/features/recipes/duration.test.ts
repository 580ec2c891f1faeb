import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, parseFrenchDuration } from './duration';

describe('parseFrenchDuration', () => {
  it.each([
    ['Laisser mijoter 10 minutes.', 600],
    ['Cuire 45 min à feu doux.', 2700],
    ['Enfourner pour 1 h 30.', 5400],
    ['Enfourner pour 1h30 à 180 °C.', 5400],
    ['Laisser reposer 2 heures au frais.', 7200],
    ['Fouetter 30 secondes.', 30],
    ['Cuire 1 heure et demie.', 5400],
    ['Cuire 1 h 15 min.', 4500],
    ['Cuire 1 minute 30.', 90],
    ['Cuire 5 mn.', 300],
    ['Cuire 10 à 15 minutes.', 600],
    ['Laisser lever une heure.', 3600],
    ['Compter une demi-heure.', 1800],
    ["Laisser infuser un quart d'heure.", 900],
    ['Laisser reposer trois quarts d’heure.', 2700],
    ['Réserver 1,5 heure.', 5400],
    ['Mixer 20 s.', 20],
    ['Saisir 2 minutes, puis cuire 10 minutes.', 120],
  ])('« %s » → %i s', (text, seconds) => {
    expect(parseFrenchDuration(text)).toBe(seconds);
  });

  it.each(['Ajouter 4 huîtres.', 'Verser 2 sachets de levure.', 'Préchauffer le four à 180 °C.', 'Servir chaud.', 'Couper en 2 morceaux.'])(
    '« %s » gives no duration',
    (text) => {
      expect(parseFrenchDuration(text)).toBeNull();
    },
  );
});

describe('formatDuration and formatClock', () => {
  it('writes a timer as a button says it and as a countdown shows it', () => {
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(5400)).toBe('1 h 30');
    expect(formatDuration(7200)).toBe('2 h');
    expect(formatDuration(90)).toBe('1 min 30 s');
    expect(formatDuration(30)).toBe('30 s');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(5400)).toBe('90:00');
  });
});
