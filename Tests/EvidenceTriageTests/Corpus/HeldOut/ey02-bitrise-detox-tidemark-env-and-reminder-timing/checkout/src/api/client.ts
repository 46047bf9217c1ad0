import Config from 'react-native-config';

import { log } from '../log';

// API_URL comes from .env.<stage> through react-native-config, baked into
// GeneratedDotEnv.m at native build time.
const baseUrl = Config.API_URL;

export async function post<T>(path: string, body: unknown): Promise<T> {
  const url = `${baseUrl}${path}`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      throw new Error(`HTTP ${res.status}`);
    }
    return (await res.json()) as T;
  } catch (e) {
    log.warn(`[api] POST ${url} failed: ${String(e)}`);
    throw e;
  }
}

export function apiHost(): string {
  return Config.API_HOST ?? 'unknown';
}
