import { AppRegistry } from 'react-native';
import App from './src/App';
import { name as appName } from './app.json';

// Background handlers that must exist before any React tree mounts go here.
// (Defrost timer and inventory notification actions are wired from their screens.)

AppRegistry.registerComponent(appName, () => App);
