import { registerRootComponent } from 'expo';

// The status task must be defined in the global scope of the JS entry point (expo-task-manager).
import './src/background/cardStatusTask';
import App from './App';

registerRootComponent(App);
