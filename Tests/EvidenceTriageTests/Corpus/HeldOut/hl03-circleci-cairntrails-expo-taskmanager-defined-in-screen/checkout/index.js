import { registerRootComponent } from 'expo';

import App from './src/App';

// Background tasks used to be defined here, at module scope, so that a background
// launch (no views mounted) finds them. See src/background/trailSyncTask.ts.

registerRootComponent(App);
