// Seeds demo data into the local D1 (idempotent): `npm start` runs it after the migrations.
// Demo accounts (README): demo@popote.fr / popote-demo-2025 (Premium), libre@popote.fr / popote-demo-2025 (Free).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ITERATIONS = 100_000; // same as shared/constants.ts PBKDF2_ITERATIONS
const hash = (password) => {
  const salt = crypto.randomBytes(16);
  const derived = crypto.pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2$${ITERATIONS}$${salt.toString('base64')}$${derived.toString('base64')}`;
};
const q = (v) => (v === null ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);

const now = new Date();
const iso = now.toISOString();
const inAMonth = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
const preferences = (extra) => JSON.stringify({
  dietaryRestrictions: [], dietaryRestrictionsComment: '', goals: ['Mieux planifier ma semaine', 'Faire des économies'], goalsComment: '',
  allergies: [], dislikedIngredients: [], cuisinePreferences: ['Française', 'Italienne'], cookingEquipment: ['Four traditionnel', 'Plaques de cuisson'],
  multifunctionRobot: [], blendingEquipment: ['Mixeur plongeant'], coldStorageEquipment: ['Réfrigérateur', 'Congélateur'], bakingEquipment: ['Moules à gâteau'],
  nutritionalGoals: {}, adultCount: 2, childrenCount: 1, ...extra,
});
const location = JSON.stringify({ address: '', city: 'Lyon', postalCode: '69003', country: 'France', countryCode: 'FR', coordinates: null });

const users = [
  { id: 'demo-premium-user', name: 'Camille Martin', email: 'demo@popote.fr', type: 'premium', expires: inAMonth, prefs: preferences({ allergies: ['Fruits à coque'] }) },
  { id: 'demo-free-user', name: 'Lucas Bernard', email: 'libre@popote.fr', type: 'free', expires: null, prefs: preferences({ childrenCount: 0 }) },
];

const sql = users
  .map((u) => `INSERT OR IGNORE INTO users (id, name, email, password_hash, preferences, location, subscription_type, subscription_expires_at, subscription_cancel_at_period_end, session_version, created_at, updated_at, last_active_at) VALUES (${[u.id, u.name, u.email, hash('popote-demo-2025'), u.prefs, location, u.type, u.expires].map(q).join(', ')}, 0, 1, ${q(iso)}, ${q(iso)}, ${q(iso)});`)
  .join('\n');

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'popote-seed-')), 'seed.sql');
fs.writeFileSync(file, sql);
execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
});
console.log(`seeded ${users.length} demo accounts (demo@popote.fr, libre@popote.fr / popote-demo-2025)`);
