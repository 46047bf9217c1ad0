import React from 'react';
import { AppState } from 'react-native';
import { act, render, screen } from '@testing-library/react-native';

import { HeadlessCheck } from '../HeadlessCheck';

jest.mock('../App', () => {
  const { View } = require('react-native');
  return () => <View testID="home-screen" />;
});

describe('HeadlessCheck', () => {
  it('renders nothing while iOS has the app launched headless', () => {
    render(<HeadlessCheck isHeadless />);
    expect(screen.queryByTestId('home-screen')).toBeNull();
  });

  it('renders the app for a normal launch', () => {
    render(<HeadlessCheck isHeadless={false} />);
    expect(screen.getByTestId('home-screen')).toBeTruthy();
  });

  it('renders the app once a headless launch is brought to the foreground', () => {
    const listeners: Array<(s: string) => void> = [];
    jest.spyOn(AppState, 'addEventListener').mockImplementation((_type, cb: any) => {
      listeners.push(cb);
      return { remove: jest.fn() } as any;
    });

    // iOS launched us for a data message; the root props never change afterwards.
    render(<HeadlessCheck isHeadless />);
    act(() => listeners.forEach((cb) => cb('active')));

    expect(screen.getByTestId('home-screen')).toBeTruthy();
  });
});
