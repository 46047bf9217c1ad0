import create from 'zustand';

type NowPlayingTrack = { id: string; title: string };

type NowPlayingState = {
  track: NowPlayingTrack | null;
  setTrack: (track: NowPlayingTrack | null) => void;
};

export const useNowPlaying = create<NowPlayingState>((set) => ({
  track: null,
  setTrack: (track) => set({ track }),
}));
