import RNCallKeep from 'react-native-callkeep';
import { mediaDevices } from 'react-native-webrtc';

export async function startOutgoingCall(callId: string, handle: string, name: string) {
  RNCallKeep.startCall(callId, handle, name, 'generic', false);
  // Opens the microphone for the WebRTC leg.
  const stream = await mediaDevices.getUserMedia({ audio: true, video: false });
  return stream;
}
