import { NativeEventEmitter, NativeModules } from 'react-native';
import { syncTideAlerts } from '../tides/syncTideAlerts';

const { TWBackgroundMessages } = NativeModules;
const emitter = new NativeEventEmitter(TWBackgroundMessages);

// Data-only FCM messages ("content-available": 1) wake the app in the background.
// Resolve quickly and tell native we are done so iOS does not charge us the full 25 s.
emitter.addListener('tidewell_background_message', async (message: { 'gcm.message_id': string }) => {
  try {
    await syncTideAlerts(message);
  } finally {
    TWBackgroundMessages.completeNotificationProcessing(message['gcm.message_id']);
  }
});
