import { configureStore as rtkConfigureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { secureStorage } from './secureStorage';
import { rootReducer } from './rootReducer';

const persisted = persistReducer(
  { key: 'root', storage: secureStorage, throttle: 1000, whitelist: ['wallet', 'cardStatus'] },
  rootReducer,
);

export const store = rtkConfigureStore({
  reducer: persisted,
  middleware: (gDM) => gDM({ serializableCheck: false }),
});

// Rehydrates from the keychain-backed storage immediately, whatever the AppState is.
export const persistor = persistStore(store);
