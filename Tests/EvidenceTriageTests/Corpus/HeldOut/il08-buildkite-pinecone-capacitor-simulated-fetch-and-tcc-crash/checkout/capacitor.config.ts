import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.pinecone.receipts',
  appName: 'Pinecone',
  webDir: 'dist',
  ios: { scheme: 'Pinecone' },
  plugins: {
    Camera: { presentationStyle: 'fullscreen' },
  },
};

export default config;
