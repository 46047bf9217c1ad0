module.exports = async () => {
  // Catch local-vs-UTC bugs: CI containers run in UTC, riders do not.
  process.env.TZ = 'America/Los_Angeles';
};
