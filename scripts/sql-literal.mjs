// SQL text with its parameters written in: `wrangler d1 execute --command` takes no bound
// parameters, so the admin CLI inlines them. SQLite string literals escape only the single quote
// (doubled); a backslash is an ordinary character. A NUL cannot travel in a command-line argument,
// so it is written as char(0) and concatenated.

/** One value as an SQLite literal. */
export function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`valeur numérique invalide : ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') {
    const quoted = value.split('\0').map((part) => `'${part.replace(/'/g, "''")}'`);
    return quoted.length === 1 ? quoted[0] : `(${quoted.join(' || char(0) || ')})`;
  }
  throw new Error(`type de paramètre non géré : ${typeof value}`);
}

/** Puts the bound parameters into the SQL text, leaving any `?` inside a quoted string or name alone. */
export function inlineParams(sql, params) {
  let out = '';
  let next = 0;
  let quote = null;
  for (const ch of sql) {
    if (quote) {
      out += ch;
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      if (next >= params.length) throw new Error('moins de paramètres que de « ? »');
      out += literal(params[next++]);
    } else out += ch;
  }
  if (next !== params.length) throw new Error('plus de paramètres que de « ? »');
  return out;
}
