import React, { useEffect, useRef } from 'react';
import { Animated, Easing, Text, View } from 'react-native';
import type { RefillSyncState } from './refillSyncReducer';

export function RefillSyncBanner({ state }: { state: RefillSyncState }) {
  const spin = useRef(new Animated.Value(0)).current;

  useEffect(() => {
    if (state !== 'syncing') return;
    const loop = Animated.loop(
      Animated.timing(spin, { toValue: 1, duration: 900, easing: Easing.linear, useNativeDriver: true }),
    );
    loop.start();
    return () => loop.stop();
  }, [state, spin]);

  if (state === 'syncing') {
    const rotate = spin.interpolate({ inputRange: [0, 1], outputRange: ['0deg', '360deg'] });
    return (
      <View testID="refill-sync-banner">
        <Animated.Text style={{ transform: [{ rotate }] }}>⟳</Animated.Text>
        <Text>Checking refills…</Text>
      </View>
    );
  }
  return (
    <View testID="refill-sync-banner">
      <Text testID="refill-sync-status">{state === 'error' ? 'Could not check refills' : 'Up to date'}</Text>
    </View>
  );
}
