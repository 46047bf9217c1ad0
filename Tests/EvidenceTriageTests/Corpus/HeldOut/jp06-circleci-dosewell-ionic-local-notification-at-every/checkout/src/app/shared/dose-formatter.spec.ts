import { formatDose } from './dose-formatter';

describe('DoseFormatter', () => {
  it('formats whole doses as numbers', () => {
    expect(formatDose(2, 'mg')).toEqual('2 mg');
  });

  it('formats quarter doses with the ¼ glyph', () => {
    expect(formatDose(0.25, 'mg')).toEqual('¼ mg');
  });

  it('formats half doses with the ½ glyph', () => {
    expect(formatDose(0.5, 'mg')).toEqual('½ mg');
  });
});
