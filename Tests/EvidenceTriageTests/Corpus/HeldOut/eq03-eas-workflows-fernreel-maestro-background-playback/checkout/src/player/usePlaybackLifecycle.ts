import { useEffect } from 'react';
import { AppState, AppStateStatus } from 'react-native';
import type { VideoPlayer } from 'expo-video';

/**
 * Pause the video player whenever the app leaves the active state.
 *
 * Added in #215 to stop the Android media3 ANR in ExpoVideoPlaybackService
 * (Sentry 7445669840). The guard runs on every platform.
 */
export function usePlaybackLifecycle(player: VideoPlayer | null) {
  useEffect(() => {
    if (!player) return;
    const onChange = (state: AppStateStatus) => {
      if (state === 'background' || state === 'inactive') {
        console.log(`[player] AppState ${state} -> pausing player (media3 ANR guard)`);
        player.pause();
      }
    };
    const sub = AppState.addEventListener('change', onChange);
    return () => sub.remove();
  }, [player]);
}
