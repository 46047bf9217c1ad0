import React, { useEffect } from 'react';
import { AppState } from 'react-native';
import notifee from '@notifee/react-native';
import { NavigationContainer, useNavigationContainerRef } from '@react-navigation/native';
import { RootStack } from './navigation/RootStack';
import { pendingRoute } from './navigation/pendingRoute';
import { handleForegroundEvent } from './notifications/handlers';

export default function App() {
  const nav = useNavigationContainerRef();

  useEffect(() => notifee.onForegroundEvent(handleForegroundEvent), []);

  useEffect(() => {
    const sub = AppState.addEventListener('change', async (state) => {
      if (state !== 'active') return;
      const route = await pendingRoute.take();
      console.log('[nav] resume, pending route:', route ? route.screen : 'none');
      if (route && nav.isReady()) nav.navigate(route.screen as never, route.params as never);
    });
    return () => sub.remove();
  }, [nav]);

  return (
    <NavigationContainer ref={nav}>
      <RootStack />
    </NavigationContainer>
  );
}
