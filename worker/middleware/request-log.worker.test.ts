import { afterEach, describe, expect, it, vi } from 'vitest';
import { userWithTokenResponseSchema } from '@shared/schemas/users';
import { api, parseAnswer, registerUser, TEST_PASSWORD } from '../../test/kit';
import { describeError } from './request-log';

// Workers Logs receive one JSON line per API request: its shape, and what it must never contain.

function captureLogs() {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  return { lines, spy, requests: () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request') };
}

afterEach(() => vi.restoreAllMocks());

describe('request log', () => {
  it('writes one JSON line per request: request id, method, route pattern (not the URL), status, duration', async () => {
    const { token } = await registerUser();
    const logs = captureLogs();
    const res = await api('/api/meals/plan-secret-id-42', { token, headers: { 'cf-ray': 'ray-test-1' } });
    expect(res.status).toBe(404);
    const [line, ...others] = logs.requests();
    expect(others).toEqual([]);
    expect(Object.keys(line).sort()).toEqual(['durationMs', 'level', 'method', 'msg', 'requestId', 'route', 'status']);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'ray-test-1',
      method: 'GET',
      route: '/api/meals/:id',
      status: 404,
    });
    expect(Number.isInteger(line.durationMs) && line.durationMs >= 0).toBe(true);
    expect(logs.lines.join('\n')).not.toContain('plan-secret-id-42');
    expect(logs.lines.join('\n')).not.toContain(token);
  });

  it('never writes the email, the password, the token or the IP of a login', async () => {
    const { email } = await registerUser();
    const logs = captureLogs();
    const res = await api('/api/users/login', {
      body: { email, password: TEST_PASSWORD },
      headers: { 'CF-Connecting-IP': '198.51.100.77' },
    });
    expect(res.status).toBe(200);
    expect(logs.requests()).toEqual([expect.objectContaining({ route: '/api/users/login', method: 'POST', status: 200 })]);
    const text = logs.lines.join('\n');
    for (const secret of [email, TEST_PASSWORD, parseAnswer(userWithTokenResponseSchema, res).json.data.token, '198.51.100.77'])
      expect(text).not.toContain(secret);
  });

  it('names an unknown path "unmatched"', async () => {
    const logs = captureLogs();
    expect((await api('/api/nulle-part/123')).status).toBe(404);
    expect(logs.requests()).toEqual([expect.objectContaining({ route: 'unmatched', status: 404 })]);
  });

  it('describes a failed query by the driver’s message, without the bound parameters', () => {
    const cause = new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT');
    const err = Object.assign(new Error('Failed query: insert into "users" ("email") values (?)\nparams: alice@exemple.fr'), { cause });
    const described = describeError(err);
    expect(described.message).toBe('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT');
    expect(JSON.stringify(described)).not.toContain('alice@exemple.fr');
  });
});
