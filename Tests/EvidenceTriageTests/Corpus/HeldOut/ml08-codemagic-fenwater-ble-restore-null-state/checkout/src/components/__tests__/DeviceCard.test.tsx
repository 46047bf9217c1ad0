import React from 'react';
import { render } from '@testing-library/react-native';
import { DeviceCard } from '../DeviceCard';

describe('DeviceCard', () => {
  it('renders the connected state', () => {
    expect(render(<DeviceCard name="Probe 2" connected />).toJSON()).toMatchSnapshot();
  });

  it('renders the disconnected state', () => {
    expect(render(<DeviceCard name="Probe 2" connected={false} />).toJSON()).toMatchSnapshot();
  });
});
