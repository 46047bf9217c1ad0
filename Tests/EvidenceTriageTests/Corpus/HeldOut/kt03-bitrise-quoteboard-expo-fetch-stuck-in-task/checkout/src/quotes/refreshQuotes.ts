import { fetch } from 'expo/fetch';
import { saveQuotes } from './store';

// Shared by pull-to-refresh and the expo-background-task worker.
export async function refreshQuotes(reason: 'pull' | 'background' | 'debug'): Promise<number> {
  console.log(`[quote-refresh] started (${reason})`);
  const res = await fetch('https://api.quoteboard.example/v2/quotes?since=latest'); // 302 to the CDN, then 401 challenge
  const body = await res.json();
  await saveQuotes(body.quotes);
  console.log(`[quote-refresh] finished (${body.quotes.length} quotes)`);
  return body.quotes.length;
}
