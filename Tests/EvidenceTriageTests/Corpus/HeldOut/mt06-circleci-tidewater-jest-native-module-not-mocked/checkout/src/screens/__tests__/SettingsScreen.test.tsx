import React from 'react';
import { render } from '@testing-library/react-native';
import { SettingsScreen } from '../SettingsScreen';

jest.mock('../../background/headlessTask', () => ({
  registerHeadless: jest.fn(() => true),
}));

describe('SettingsScreen', () => {
  it('shows app version', () => {
    const { getByText } = render(<SettingsScreen />);
    expect(getByText(/Version/)).toBeTruthy();
  });

  // Copy changed in SettingsScreen.tsx without updating the snapshot.

  it('renders background refresh toggle', () => {
    const tree = render(<SettingsScreen />).toJSON();
    expect(tree).toMatchSnapshot();
  });
});
