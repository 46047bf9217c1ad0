// Mirrors expo-background-task 0.1.x native behaviour (before expo/expo#36393):
// registering an already registered task rejects.
const registered = new Set();
module.exports = {
  BackgroundTaskResult: { Success: 1, Failed: 2 },
  registerTaskAsync: jest.fn(async (name) => {
    if (registered.has(name)) throw new Error(`Task '${name}' is already registered.`);
    registered.add(name);
  }),
  __reset: () => registered.clear(),
};
