import { AppRegistry } from 'react-native';
import App from './src/App';
import { initInboxFetch } from './src/background/inboxFetch';
import { initBadgeFetch } from './src/background/badgeFetch';
import { name as appName } from './app.json';

AppRegistry.registerComponent(appName, () => App);

initInboxFetch().then(initBadgeFetch);
