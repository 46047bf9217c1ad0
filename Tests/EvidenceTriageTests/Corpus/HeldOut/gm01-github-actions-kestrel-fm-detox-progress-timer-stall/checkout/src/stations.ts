export type Station = { id: string; name: string; streamUrl: string };

export const STATIONS: Station[] = [
  { id: 'kestrel-main', name: 'Kestrel FM', streamUrl: 'https://streams.kestrel.example/main.aac' },
  { id: 'kestrel-jazz', name: 'Kestrel Jazz', streamUrl: 'https://streams.kestrel.example/jazz.aac' },
  { id: 'kestrel-talk', name: 'Kestrel Talk', streamUrl: 'https://streams.kestrel.example/talk.aac' },
];
