/**
 * Live headline updates. The edge does not speak WebSocket on cellular
 * carriers we support, so we long-poll: each request is held open by the
 * server for up to 55 s and re-issued as soon as it returns.
 */
const STREAM = 'https://live.lanternfish.io/v1/stream';

export function startLiveUpdates(topics: string[], onItem: (item: unknown) => void) {
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      try {
        const res = await fetch(`${STREAM}?topics=${topics.join(',')}&wait=55`);
        if (res.ok) (await res.json()).items.forEach(onItem);
      } catch {
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  };
  poll();
  return () => { stopped = true; };
}
