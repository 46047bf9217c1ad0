import { indexNotes, search } from '../noteSearch';

jest.retryTimes(2, { logErrorsBeforeRetry: true });

describe('noteSearch', () => {
  beforeAll(async () => {
    await indexNotes(require('./fixtures/notes.json'));
  });

  it('ranks title matches first', async () => {
    const hits = await search('harbour');
    expect(hits[0].id).toBe('n-harbour-walk');
  });
});
