import 'package:equatable/equatable.dart';

import '../../../data/callkit/callkit_gateway.dart';

class CallState extends Equatable {
  const CallState._(this.phase, [this.callId, this.systemError]);
  const CallState.idle() : this._('idle');
  const CallState.ringing(String callId) : this._('ringing', callId);
  const CallState.rejectedBySystem(String callId, IncomingCallError error) : this._('rejectedBySystem', callId, error);

  final String phase;
  final String? callId;
  final IncomingCallError? systemError;

  @override
  List<Object?> get props => [phase, callId, systemError];
}
