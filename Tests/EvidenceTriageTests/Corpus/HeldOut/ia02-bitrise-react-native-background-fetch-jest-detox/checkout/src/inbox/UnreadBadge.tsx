import React from 'react';
import {Text, View} from 'react-native';

import {styles} from './styles';

export function UnreadBadge({count}: {count: number}) {
  if (count <= 0) {
    return null;
  }
  // Two-digit slot so the pill keeps its width between 9 and 10.
  const label = String(count).padStart(2, '0');
  return (
    <View style={styles.badge}>
      <Text testID="unread-badge" style={styles.badgeText}>
        {label}
      </Text>
    </View>
  );
}
