import { setAudioModeAsync, useAudioPlayer, useAudioPlayerStatus } from 'expo-audio';
import { useEffect, useRef } from 'react';
import { AppState, Pressable, Text, View } from 'react-native';

export function AudioLessonPlayer({ uri, title }: { uri: string; title: string }) {
  const player = useAudioPlayer(uri);
  const status = useAudioPlayerStatus(player);
  const positionAtBackground = useRef<number | null>(null);
  const advancedWhileBackgrounded = useRef(false);

  useEffect(() => {
    // "Listen like a podcast": keep playing with the screen locked or the app in the background.
    setAudioModeAsync({ playsInSilentMode: true, shouldPlayInBackground: true, interruptionMode: 'doNotMix' });
  }, []);

  useEffect(() => {
    const sub = AppState.addEventListener('change', (state) => {
      if (state === 'background') {
        positionAtBackground.current = status.currentTime;
      } else if (state === 'active' && positionAtBackground.current !== null) {
        const delta = status.currentTime - positionAtBackground.current;
        advancedWhileBackgrounded.current = delta > 5;
        console.log(`[audio] position advanced ${delta.toFixed(1)} s while backgrounded`);
      }
    });
    return () => sub.remove();
  }, [status.currentTime]);

  return (
    <View>
      <Text>{title}</Text>
      <Pressable testID="audio-play" onPress={() => player.play()}>
        <Text>Play</Text>
      </Pressable>
      {status.playing && <Text testID="audio-state-playing">Playing</Text>}
      {advancedWhileBackgrounded.current && <Text testID="audio-advanced-while-backgrounded">Kept playing</Text>}
    </View>
  );
}
