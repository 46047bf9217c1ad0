import React from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { store, persistor } from './src/store/configureStore';
import { RootNavigator } from './src/navigation/RootNavigator';
import { startRootSaga } from './src/store/sagas';

// Module scope: runs as soon as App.tsx is evaluated.
startRootSaga();

export default function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RootNavigator />
      </PersistGate>
    </Provider>
  );
}
