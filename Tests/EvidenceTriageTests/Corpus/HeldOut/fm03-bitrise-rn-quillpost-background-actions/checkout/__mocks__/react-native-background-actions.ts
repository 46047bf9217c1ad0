// Mirrors the library's contract: stop() resolves only when the running task's
// promise has settled (the native side waits for the JS task to finish).
let running: Promise<void> | null = null;

const BackgroundService = {
  start: jest.fn(async (task: (p?: unknown) => Promise<void>, options: { parameters?: unknown }) => {
    running = task(options.parameters).finally(() => {
      running = null;
    });
  }),
  stop: jest.fn(async () => {
    if (running) await running;
  }),
  isRunning: jest.fn(() => running !== null),
  updateNotification: jest.fn(async () => undefined),
  on: jest.fn(),
};

export default BackgroundService;
