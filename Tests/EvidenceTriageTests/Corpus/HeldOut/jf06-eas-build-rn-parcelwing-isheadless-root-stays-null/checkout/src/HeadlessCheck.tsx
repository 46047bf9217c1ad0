import React from 'react';

import App from './App';

type Props = { isHeadless?: boolean };

/**
 * From the RNFirebase messaging docs: when iOS launches the app in the
 * background for a data message, RNFBMessaging injects `isHeadless: true`
 * into the root props and we render nothing.
 */
export function HeadlessCheck({ isHeadless }: Props) {
  if (isHeadless) {
    // App has been launched in the background by iOS, ignore
    return null;
  }
  return <App />;
}
