// Upper limits of each Beaufort band (m/s), Met Office table; a band includes its upper limit.
const BEAUFORT_UPPER_MS = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6];
const NAMES = ['calm', 'light air', 'light breeze', 'gentle breeze', 'moderate breeze', 'fresh breeze', 'strong breeze',
  'near gale', 'gale', 'strong gale', 'storm', 'violent storm', 'hurricane force'];

export class SightingFormatter {
  static count(n: number, species: string) {
    return `${n} × ${species}`;
  }

  static wind(metresPerSecond: number) {
    const force = BEAUFORT_UPPER_MS.findIndex((upper) => metresPerSecond < upper);
    const f = force === -1 ? 12 : force;
    return `Force ${f} (${NAMES[f]})`;
  }
}
