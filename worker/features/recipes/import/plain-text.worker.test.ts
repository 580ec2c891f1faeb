import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  parseIsoDuration,
  parseServings,
  parseWrittenDuration,
  sectionHeading,
  toPlainLines,
  toPlainText,
} from './plain-text';

describe('durations', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT45M', 45],
    ['P0DT0H20M', 20],
    ['pt20m', 20],
    ['PT0.5H', 30],
    ['PT90S', 2],
    ['P1DT2H', 1560],
    ['PT0M', 0],
  ])('ISO 8601 %s is %i minutes', (iso, minutes) => {
    expect(parseIsoDuration(iso)).toBe(minutes);
  });

  it.each(['', 'PT', 'P', 'P1M', 'P1Y', '45', '1 h', 'P40D'])('ISO 8601 %j is no duration (or an implausible one)', (iso) => {
    expect(parseIsoDuration(iso)).toBeUndefined();
  });

  it.each([
    ['20 min', 20],
    ['1 h 15', 75],
    ['1h15', 75],
    ['1 h 15 min', 75],
    ['2 heures', 120],
    ['1 heure 30', 90],
    ['45 minutes', 45],
    ['45 mn', 45],
    ['45', 45],
    ['1 jour', 1440],
    ['30 min à 180 °C', 30],
    ['2 h et 10 min', 130],
  ])('written %j is %i minutes', (text, minutes) => {
    expect(parseWrittenDuration(text)).toBe(minutes);
  });
});

describe('servings', () => {
  it.each([
    ['4', 4],
    ['4 personnes', 4],
    ['Pour 4 personnes', 4],
    ['Pour 2 personnes :', 2],
    ['6-8', 6],
    ['4 à 6 personnes', 4],
    ['4 servings', 4],
    ['Serves 4', 4],
    ['Portions : 4', 4],
    ['12 parts', 12],
  ])('%j is %i people', (text, n) => {
    expect(parseServings(text)).toBe(n);
  });

  it.each(['1 tarte de 24 cm', '24 cm', '0', '500 g', 'quatre', '', '1 litre'])('%j is no number of people', (text) => {
    expect(parseServings(text)).toBeUndefined();
  });
});

describe('plain text', () => {
  it('decodes numeric, Latin-1, typographic and twice-encoded entities, and leaves unknown names as written', () => {
    expect(decodeEntities('cr&egrave;me &amp; caf&#233; &#xE9;t&eacute; &#156;uf l&rsquo;ail &amp;eacute; &foo; AT&T')).toBe(
      'crème & café été œuf l’ail é &foo; AT&T',
    );
  });

  it('strips tags, drops scripts and styles, splits at block tags, collapses blanks', () => {
    expect(
      toPlainLines(
        '<p>Un <b>gâteau</b>\n  moelleux</p><style>p{}</style><ul><li>farine</li><li>sucre<br>glace</li></ul><script>x()</script>',
      ),
    ).toEqual(['Un gâteau', 'moelleux', 'farine', 'sucre', 'glace']);
    expect(toPlainText('&lt;img src=x onerror=alert(1)&gt;Tarte&nbsp;fine')).toBe('Tarte fine');
    expect(toPlainText('3 < 4 et 5 > 2')).toBe('3 < 4 et 5 > 2');
  });

  it('reads « Pour la pâte : » as a group heading, never a line with a quantity', () => {
    expect(sectionHeading('Pour la pâte :')).toBe('Pour la pâte');
    expect(sectionHeading('- Garniture:')).toBe('Garniture');
    expect(sectionHeading('Pour 4 personnes :')).toBeUndefined();
    expect(sectionHeading('200 g de farine')).toBeUndefined();
    expect(sectionHeading('Une très longue phrase qui finit par deux points sans être un titre de groupe :')).toBeUndefined();
  });
});
