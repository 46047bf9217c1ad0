import type { Walk } from '../walks/types';

export async function uploadWalks(walks: Walk[]): Promise<{ accepted: number }> {
  const res = await fetch('https://api.brindle.dog/v2/walks:batch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walks }),
  });
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  return res.json();
}
