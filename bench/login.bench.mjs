// A wrong password costs the same whether the email exists or not: the login answers an unknown
// email after a PBKDF2 derivation on a dummy hash, so the answer time does not tell which emails
// have an account. Times failed logins of both kinds against BENCH_BASE_URL (run by bench/run.mjs).
// Alone: `BENCH_BASE_URL=http://127.0.0.1:8787 node bench/login.bench.mjs`.
import { performance } from 'node:perf_hooks';

const base = process.env.BENCH_BASE_URL;
if (!base) process.exit(0);
const emit = (o) => console.log(JSON.stringify(o));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const post = (path, body) =>
  fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

// One failure per account: a second one on the same account would meet its growing delay.
const stamp = Date.now();
const known = [];
for (let i = 0; i < 12; i++) {
  const email = `bench-login-${stamp}-${i}@popote.fr`;
  const res = await post('/api/users/register', { name: 'Bench Login', email, password: 'gratin-dauphinois-1907', preferences: {} });
  if (!res.ok) throw new Error(`register → ${res.status}`);
  known.push(email);
}
const time = async (email) => {
  const t0 = performance.now();
  const res = await post('/api/users/login', { email, password: 'mauvais-mot-de-passe' });
  await res.arrayBuffer();
  if (res.status !== 401) throw new Error(`login ${email} → ${res.status}`);
  return performance.now() - t0;
};
const knownTimes = [];
const unknownTimes = [];
for (let i = 0; i < known.length; i++) {
  knownTimes.push(await time(known[i]));
  unknownTimes.push(await time(`inconnu-${stamp}-${i}@popote.fr`));
}
const k = median(knownTimes);
const u = median(unknownTimes);
emit({
  name: 'Failed login, known vs unknown email (median of 12 each)',
  known: `${k.toFixed(1)} ms`,
  unknown: `${u.toFixed(1)} ms`,
  gap: `${((Math.abs(k - u) / Math.max(k, u)) * 100).toFixed(0)} %`,
  target: 'gap small (both derive once)',
});
