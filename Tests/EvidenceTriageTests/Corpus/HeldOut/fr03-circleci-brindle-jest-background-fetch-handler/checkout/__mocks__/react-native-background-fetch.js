// Manual mock: records every configure() subscription, like the native
// event emitter does, so tests can deliver a fetch event.
const subscriptions = [];

const BackgroundFetch = {
  STATUS_RESTRICTED: 0,
  STATUS_DENIED: 1,
  STATUS_AVAILABLE: 2,
  configure: jest.fn(async (config, onEvent, onTimeout) => {
    subscriptions.push({ config, onEvent, onTimeout });
    return 2;
  }),
  finish: jest.fn(),
  scheduleTask: jest.fn(async () => true),
  registerHeadlessTask: jest.fn(),
  __emitFetch: async (taskId = 'com.transistorsoft.fetch') => {
    for (const s of subscriptions) {
      await s.onEvent(taskId);
    }
  },
  __reset: () => {
    subscriptions.length = 0;
  },
};

module.exports = BackgroundFetch;
module.exports.default = BackgroundFetch;
