const { dispatch, kv } = require('./runnerShim');
require('../check-in');

describe('checkIn runner', () => {
  it('records the site position', async () => {
    const result = await dispatch('checkIn', { siteId: 'S-204' });
    expect(result).toEqual({ siteId: 'S-204', lat: 53.4808, lng: -2.2426 });
    expect(JSON.parse(kv.get('lastCheckIn')).siteId).toBe('S-204');
  });
});
