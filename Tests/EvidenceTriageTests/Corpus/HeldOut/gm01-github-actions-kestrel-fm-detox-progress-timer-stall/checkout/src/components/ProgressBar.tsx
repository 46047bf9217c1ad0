import React from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useProgress } from 'react-native-track-player';

import { formatClock } from '../format';

type Props = { compact?: boolean };

// Shown on the Now Playing screen and inside the mini player.
// useProgress() polls the native player for position/duration every
// `updateInterval` ms (default 1000) while the component is mounted.
export function ProgressBar({ compact = false }: Props) {
  const { position, duration } = useProgress();
  const ratio = duration > 0 ? Math.min(position / duration, 1) : 0;

  return (
    <View style={compact ? styles.compact : styles.full}>
      <View style={styles.track}>
        <View style={[styles.fill, { flex: ratio }]} />
        <View style={{ flex: 1 - ratio }} />
      </View>
      {!compact && (
        <Text testID="elapsed-time" style={styles.clock}>
          {formatClock(position)}
        </Text>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  full: { paddingHorizontal: 24, paddingVertical: 12 },
  compact: { paddingHorizontal: 8 },
  track: { flexDirection: 'row', height: 3, backgroundColor: '#2b2f36' },
  fill: { backgroundColor: '#f5a524' },
  clock: { marginTop: 6, color: '#c9ced6', fontVariant: ['tabular-nums'] },
});
