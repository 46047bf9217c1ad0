import React from 'react';
import { Text } from 'react-native';
import { useSettings } from '../settings/useSettings';

export function MileageSummary({ km }: { km: number }) {
  const { units } = useSettings();
  // BUG: the unit label follows the device region, not the user's setting.
  const label = Intl.NumberFormat().resolvedOptions().locale === 'en-US' ? 'mi' : units;
  return <Text testID="summary.mileage">{`${km.toLocaleString('en-US')} ${label}`}</Text>;
}
