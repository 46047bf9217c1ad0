import React, { useEffect } from 'react';

import { initBackgroundFetch } from '../background/initBackgroundFetch';
import { ParcelList } from '../parcels/ParcelList';
import { useSession } from '../session/useSession';

export function HomeScreen() {
  const session = useSession();

  useEffect(() => {
    // Background sync needs an auth token, so only start it once signed in.
    if (session.signedIn) {
      initBackgroundFetch();
    }
  }, [session.signedIn]);

  return <ParcelList />;
}
