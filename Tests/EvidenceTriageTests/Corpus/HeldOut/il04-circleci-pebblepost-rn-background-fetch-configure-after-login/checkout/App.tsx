import React, { useEffect } from 'react';

import { track } from './src/analytics/track';
import { RootNavigator } from './src/navigation/RootNavigator';
import { SessionProvider } from './src/session/SessionProvider';

export default function App() {
  useEffect(() => {
    // Counts every start of the JS app as an app open.
    track('app_open');
  }, []);

  return (
    <SessionProvider>
      <RootNavigator />
    </SessionProvider>
  );
}
