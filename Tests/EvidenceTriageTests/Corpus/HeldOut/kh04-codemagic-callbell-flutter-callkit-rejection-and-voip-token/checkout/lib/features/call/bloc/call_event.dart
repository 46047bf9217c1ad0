sealed class CallEvent {
  const CallEvent();
}

class CallPushIncoming extends CallEvent {
  const CallPushIncoming({required this.callId, required this.handle, required this.displayName});
  final String callId;
  final String handle;
  final String displayName;
}

class CallSignalingIncoming extends CallEvent {
  const CallSignalingIncoming({required this.callId, required this.handle, required this.displayName});
  final String callId;
  final String handle;
  final String displayName;
}

class SignalingConnected extends CallEvent {
  const SignalingConnected();
}
