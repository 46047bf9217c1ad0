const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function seedLibrary(count) {
  // Debug-only deep link that adds `count` fixture photos to the simulator library.
  await device.openURL({ url: `pebblecast://debug/seed?count=${count}` });
}

module.exports = { sleep, seedLibrary };
