import 'package:bloc/bloc.dart';

import '../../../data/callkit/callkit_gateway.dart';
import '../../../data/signaling/signaling_client.dart';
import 'call_event.dart';
import 'call_state.dart';

class CallBloc extends Bloc<CallEvent, CallState> {
  CallBloc({required this.callKit, required this.signaling}) : super(const CallState.idle()) {
    on<CallPushIncoming>(_onCallPushIncoming);
    on<CallSignalingIncoming>(_onCallSignalingIncoming);
    on<SignalingConnected>(_onSignalingConnected);
  }

  final CallKitGateway callKit;
  final SignalingClient signaling;

  /// Hangups that could not be sent because signaling was down when the
  /// call failed; flushed on the next [SignalingConnected].
  final List<HangupRequest> pendingHangups = [];

  // iOS VoIP push: the app was woken by PushKit and must report the call to
  // CallKit before doing anything else. Signaling is usually not connected yet.
  Future<void> _onCallPushIncoming(CallPushIncoming event, Emitter<CallState> emit) async {
    try {
      await callKit.reportNewIncomingCall(callId: event.callId, handle: event.handle, displayName: event.displayName);
      emit(CallState.ringing(event.callId));
    } on CallKitReportException catch (e) {
      // CallKit refused the call (DND, block list, ...). Nothing to show.
      emit(CallState.rejectedBySystem(event.callId, e.error));
    }
  }

  // Incoming call announced over the signaling socket (app already running).
  Future<void> _onCallSignalingIncoming(CallSignalingIncoming event, Emitter<CallState> emit) async {
    try {
      await callKit.reportNewIncomingCall(callId: event.callId, handle: event.handle, displayName: event.displayName);
      emit(CallState.ringing(event.callId));
    } on CallKitReportException catch (e) {
      emit(CallState.rejectedBySystem(event.callId, e.error));
    }
  }

  Future<void> _onSignalingConnected(SignalingConnected event, Emitter<CallState> emit) async {
    for (final hangup in List.of(pendingHangups)) {
      await signaling.send(hangup);
      pendingHangups.remove(hangup);
    }
  }
}
