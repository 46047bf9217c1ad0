// Minimal stand-in for the background-runner globals, written from
// node_modules/@capacitor/background-runner/dist/esm/apis.d.ts.
const kv = new Map();
const listeners = {};

global.addEventListener = (name, fn) => { listeners[name] = fn; };
global.CapacitorKV = {
  get: (k) => (kv.has(k) ? { value: kv.get(k) } : undefined),
  set: (k, v) => kv.set(k, v),
  remove: (k) => kv.delete(k),
};
global.CapacitorGeolocation = {
  getCurrentLocation: jest.fn(async () => ({ latitude: 53.4808, longitude: -2.2426, accuracy: 12 })),
};

exports.dispatch = (name, args) =>
  new Promise((resolve, reject) => listeners[name](resolve, reject, args));
exports.kv = kv;
