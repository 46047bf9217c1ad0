// Busy-wait helper: Maestro's JS sandbox has no setTimeout.
const until = Date.now() + Number(SECONDS) * 1000;
while (Date.now() < until) { /* spin */ }
