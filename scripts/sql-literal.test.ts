import { describe, expect, it } from 'vitest';
import { inlineParams, literal } from './sql-literal.mjs';

// The admin CLI writes its parameters into the SQL text. These are the exact texts it sends; the
// worker test worker/db/sql-literal.worker.test.ts runs them in D1 and reads the values back.
describe('admin CLI SQL literals', () => {
  it('doubles single quotes and nothing else', () => {
    expect(literal("l'œuf")).toBe("'l''œuf'");
    expect(literal("''")).toBe("''''''");
    expect(literal('a"b`c')).toBe("'a\"b`c'");
  });

  it('keeps backslashes as they are (SQLite gives them no meaning)', () => {
    expect(literal('C:\\dossier\\n')).toBe("'C:\\dossier\\n'");
    expect(literal("\\'")).toBe("'\\'''");
  });

  it('writes a NUL as char(0), since a command-line argument cannot hold one', () => {
    expect(literal('a\0b')).toBe("('a' || char(0) || 'b')");
    expect(literal('\0')).toBe("('' || char(0) || '')");
    expect(literal("x'\0")).toBe("('x''' || char(0) || '')");
  });

  it('writes numbers, booleans and null, and refuses what SQL cannot hold', () => {
    expect(literal(42)).toBe('42');
    expect(literal(-1.5)).toBe('-1.5');
    expect(literal(10n)).toBe('10');
    expect(literal(true)).toBe('1');
    expect(literal(null)).toBe('NULL');
    expect(() => literal(Number.NaN)).toThrow('valeur numérique invalide : NaN');
    expect(() => literal({})).toThrow('type de paramètre non géré : object');
  });

  it('replaces only the ? outside quoted strings and names, and counts them', () => {
    expect(inlineParams('SELECT ? AS "a?", \'?\' WHERE x = ?', ["o'k", 3])).toBe("SELECT 'o''k' AS \"a?\", '?' WHERE x = 3");
    expect(() => inlineParams('SELECT ?, ?', [1])).toThrow('moins de paramètres que de « ? »');
    expect(() => inlineParams('SELECT ?', [1, 2])).toThrow('plus de paramètres que de « ? »');
  });
});
