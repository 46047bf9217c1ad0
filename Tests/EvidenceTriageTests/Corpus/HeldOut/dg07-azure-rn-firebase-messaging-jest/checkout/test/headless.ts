// Mirrors how @react-native-firebase/messaging invokes the background handler
// from its headless JS task: it chains on the Promise the handler returns.
export function deliverInBackground<T>(handler: (m: T) => Promise<void>, message: unknown) {
  return handler(message as T).then(() => undefined);
}

export const flushPromises = () => new Promise((r) => setImmediate(r));
