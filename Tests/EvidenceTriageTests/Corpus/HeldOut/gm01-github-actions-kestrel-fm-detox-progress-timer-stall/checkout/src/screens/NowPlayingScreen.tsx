import React from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import TrackPlayer, { State, usePlaybackState } from 'react-native-track-player';

import { ProgressBar } from '../components/ProgressBar';
import { useStation } from '../hooks/useStation';
import { useNowPlaying } from '../state/nowPlaying';

export function NowPlayingScreen({ route }: { route: { params: { stationId: string } } }) {
  const station = useStation(route.params.stationId);
  const playback = usePlaybackState();
  const playing = playback === State.Playing;

  const toggle = async () => {
    if (playing) {
      await TrackPlayer.pause();
      return;
    }
    await TrackPlayer.reset();
    await TrackPlayer.add({ id: station.id, url: station.streamUrl, title: station.name, artist: 'Kestrel FM' });
    await TrackPlayer.play();
    useNowPlaying.getState().setTrack({ id: station.id, title: station.name });
  };

  return (
    <View style={styles.root}>
      <Text testID="now-playing-title" style={styles.title}>
        {station.name}
      </Text>
      <ProgressBar />
      <Pressable testID="play-button" onPress={toggle} style={styles.button}>
        <Text testID="play-button-label" style={styles.buttonLabel}>
          {playing ? 'Pause' : 'Play'}
        </Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: '#14161a', paddingTop: 48 },
  title: { color: 'white', fontSize: 24, fontWeight: '700', marginHorizontal: 24 },
  button: { margin: 24, padding: 16, borderRadius: 28, backgroundColor: '#f5a524', alignItems: 'center' },
  buttonLabel: { color: '#14161a', fontWeight: '700', fontSize: 17 },
});
