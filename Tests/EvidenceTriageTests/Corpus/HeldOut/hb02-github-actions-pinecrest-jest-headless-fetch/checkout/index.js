import {AppRegistry} from 'react-native';
import BackgroundFetch from 'react-native-background-fetch';

import App from './src/App';
import {name as appName} from './app.json';
import {headlessTask} from './src/background/headlessTask';

AppRegistry.registerComponent(appName, () => App);

// Android only launches this when the app was terminated; on iOS the fetch
// event (task id com.transistorsoft.fetch) arrives through configure()'s
// callback in src/background/fetch.ts, which calls the same function.
BackgroundFetch.registerHeadlessTask(headlessTask);
