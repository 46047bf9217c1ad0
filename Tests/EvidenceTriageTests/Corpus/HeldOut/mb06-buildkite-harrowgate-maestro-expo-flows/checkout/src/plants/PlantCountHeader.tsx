import React, { useMemo } from 'react';
import { Text } from 'react-native';
import { usePlants } from './usePlants';

export function PlantCountHeader() {
  const plants = usePlants();
  // Cached so the header doesn't re-render on every watering tick.
  // BUG: keyed on the first plant's id, so adding plants never refreshes it.
  const count = useMemo(() => plants.length, [plants[0]?.id]);
  return <Text testID="plants.header">{count === 1 ? '1 plant' : `${count} plants`}</Text>;
}
