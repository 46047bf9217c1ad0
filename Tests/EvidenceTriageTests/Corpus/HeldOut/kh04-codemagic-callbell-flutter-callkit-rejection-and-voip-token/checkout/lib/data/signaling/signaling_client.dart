import 'package:equatable/equatable.dart';

abstract class SignalingMessage extends Equatable {
  const SignalingMessage();
}

class HangupRequest extends SignalingMessage {
  const HangupRequest({required this.callId, required this.reason});
  final String callId;
  final String reason;
  @override
  List<Object?> get props => [callId, reason];
  @override
  String toString() => 'HangupRequest(callId: $callId, reason: $reason)';
}

abstract class SignalingClient {
  /// Throws StateError when the socket is not connected.
  Future<void> send(SignalingMessage message);
}
