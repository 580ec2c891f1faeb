export function literal(value: unknown): string;
export function inlineParams(sql: string, params: readonly unknown[]): string;
