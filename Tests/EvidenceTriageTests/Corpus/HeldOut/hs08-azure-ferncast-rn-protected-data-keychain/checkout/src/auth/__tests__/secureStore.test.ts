import SInfo from 'react-native-sensitive-info';

import { readRefreshToken, saveRefreshToken, TOKEN_KEY } from '../secureStore';

jest.mock('react-native-sensitive-info');

describe('secureStore', () => {
  beforeEach(() => jest.resetAllMocks());

  it('writes the token readable after first unlock', async () => {
    await saveRefreshToken('rt-1');
    expect(SInfo.setItem).toHaveBeenCalledWith(
      TOKEN_KEY,
      'rt-1',
      expect.objectContaining({ kSecAttrAccessible: 'kSecAttrAccessibleAfterFirstUnlock' }),
    );
  });

  it('reads with the same kSecAttrAccessible it wrote with', async () => {
    (SInfo.getItem as jest.Mock).mockResolvedValue('rt-1');
    await readRefreshToken();
    expect(SInfo.getItem).toHaveBeenCalledWith(
      TOKEN_KEY,
      expect.objectContaining({ kSecAttrAccessible: 'kSecAttrAccessibleAfterFirstUnlock' }),
    );
  });
});
