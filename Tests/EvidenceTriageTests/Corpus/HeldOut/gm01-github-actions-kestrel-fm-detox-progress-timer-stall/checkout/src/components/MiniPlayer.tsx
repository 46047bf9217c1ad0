import React from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import TrackPlayer, { State, usePlaybackState } from 'react-native-track-player';

import { useNowPlaying } from '../state/nowPlaying';
import { ProgressBar } from './ProgressBar';

export function MiniPlayer() {
  const track = useNowPlaying((s) => s.track);
  const playback = usePlaybackState();
  if (!track) {
    return null;
  }
  const playing = playback === State.Playing;

  return (
    <View testID="mini-player" style={styles.root}>
      <ProgressBar compact />
      <View style={styles.row}>
        <Text numberOfLines={1} style={styles.title}>
          {track.title}
        </Text>
        <Pressable
          testID="mini-player-toggle"
          onPress={() => (playing ? TrackPlayer.pause() : TrackPlayer.play())}>
          <Text testID="mini-player-toggle-label" style={styles.toggle}>
            {playing ? 'Pause' : 'Play'}
          </Text>
        </Pressable>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { backgroundColor: '#1d2026', borderTopColor: '#2b2f36', borderTopWidth: 1 },
  row: { flexDirection: 'row', alignItems: 'center', padding: 12 },
  title: { flex: 1, color: 'white' },
  toggle: { color: '#f5a524', fontWeight: '700' },
});
