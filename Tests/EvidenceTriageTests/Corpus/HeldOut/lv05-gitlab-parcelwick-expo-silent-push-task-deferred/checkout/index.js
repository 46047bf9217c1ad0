import { registerRootComponent } from 'expo';
import './src/tasks/parcelPushTask';
import App from './App';

registerRootComponent(App);
