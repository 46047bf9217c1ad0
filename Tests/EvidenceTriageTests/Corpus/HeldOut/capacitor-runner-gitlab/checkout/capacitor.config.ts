import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'io.fieldnote.app',
  appName: 'Fieldnote',
  webDir: 'dist',
  plugins: {
    BackgroundRunner: {
      label: 'io.fieldnote.app.sync',
      src: 'runners/sync.js',
      event: 'syncNotes',
      repeat: true,
      interval: 30,
      autoStart: true,
    },
  },
};

export default config;
