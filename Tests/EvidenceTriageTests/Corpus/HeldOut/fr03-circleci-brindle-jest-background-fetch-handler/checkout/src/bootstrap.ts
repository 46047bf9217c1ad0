import { AppRegistry } from 'react-native';

import App from './App';
import { startBackgroundSync } from './background/backgroundSync';

export function bootstrap(): void {
  AppRegistry.registerComponent('Brindle', () => App);
  startBackgroundSync();
}
