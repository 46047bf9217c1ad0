// Maestro has no sleep command; busy-wait from the GraalJS runtime.
const until = Date.now() + 70 * 1000;
while (Date.now() < until) { /* wait for the OS to run the background task */ }
