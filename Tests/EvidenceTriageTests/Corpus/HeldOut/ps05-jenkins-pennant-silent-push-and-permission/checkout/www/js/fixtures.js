// www/js/fixtures.js
export function sortFixtures(list) {
  return [...list].sort((a, b) => new Date(a.kickoff) - new Date(b.kickoff));
}
