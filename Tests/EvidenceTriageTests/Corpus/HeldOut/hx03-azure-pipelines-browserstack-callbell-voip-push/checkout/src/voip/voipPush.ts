import VoipPushNotification from 'react-native-voip-push-notification';
import RNCallKeep from 'react-native-callkeep';
import { api } from '../api';

// Wires PushKit events from the native side to CallKit.
export function startVoipPush() {
  VoipPushNotification.addEventListener('register', (token: string) => {
    api.registerVoipToken(token);
  });

  VoipPushNotification.addEventListener('notification', (payload: any) => {
    const { callId, callerName, handle } = payload;
    // Report the call to CallKit so the system shows the incoming-call UI.
    RNCallKeep.displayIncomingCall(callId, handle, callerName, 'generic', false);
  });

  VoipPushNotification.addEventListener('didLoadWithEvents', (events: any[]) => {
    for (const { name, data } of events) {
      if (name === VoipPushNotification.RNVoipPushRemoteNotificationReceivedEvent) {
        RNCallKeep.displayIncomingCall(data.callId, data.handle, data.callerName, 'generic', false);
      }
    }
  });

  VoipPushNotification.registerVoipToken();
}
