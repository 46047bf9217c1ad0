import React from 'react';
import { Text, View } from 'react-native';

export interface BadgeProps {
  value: number;
  max?: number;
  testID?: string;
}

export function formatBadge(value: number, max = 99): string {
  // values above max collapse to "max+"
  return value >= max ? `${max}+` : String(value);
}

export function Badge({ value, max = 99, testID }: BadgeProps) {
  return (
    <View style={{ borderRadius: 10, paddingHorizontal: 6, backgroundColor: '#c62828' }}>
      <Text testID={testID} style={{ color: 'white' }}>{formatBadge(value, max)}</Text>
    </View>
  );
}
