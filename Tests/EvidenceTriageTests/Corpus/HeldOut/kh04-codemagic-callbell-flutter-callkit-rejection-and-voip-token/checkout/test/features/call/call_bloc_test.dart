import 'package:bloc_test/bloc_test.dart';
import 'package:callbell/data/callkit/callkit_gateway.dart';
import 'package:callbell/data/signaling/signaling_client.dart';
import 'package:callbell/features/call/bloc/call_bloc.dart';
import 'package:callbell/features/call/bloc/call_event.dart';
import 'package:callbell/features/call/bloc/call_state.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';

class MockCallKit extends Mock implements CallKitGateway {}

class FakeSignaling implements SignalingClient {
  FakeSignaling({this.connected = false});
  bool connected;
  final sent = <SignalingMessage>[];
  @override
  Future<void> send(SignalingMessage message) async {
    if (!connected) throw StateError('signaling not connected');
    sent.add(message);
  }
}

void main() {
  late MockCallKit callKit;

  setUp(() => callKit = MockCallKit());

  void callKitRejects(IncomingCallError error) {
    when(() => callKit.reportNewIncomingCall(
          callId: any(named: 'callId'),
          handle: any(named: 'handle'),
          displayName: any(named: 'displayName'),
        )).thenThrow(CallKitReportException(error));
  }

  group('CallBloc', () {
    group('push incoming', () {
      blocTest<CallBloc, CallState>(
        'reports the call and rings',
        setUp: () => when(() => callKit.reportNewIncomingCall(
              callId: any(named: 'callId'),
              handle: any(named: 'handle'),
              displayName: any(named: 'displayName'),
            )).thenAnswer((_) async {}),
        build: () => CallBloc(callKit: callKit, signaling: FakeSignaling()),
        act: (bloc) => bloc.add(const CallPushIncoming(callId: 'c-17', handle: '+41 44 000 17 17', displayName: 'Ines')),
        expect: () => [const CallState.ringing('c-17')],
      );

      test('rejected by CallKit queues a hangup until signaling reconnects', () async {
        callKitRejects(IncomingCallError.filteredByDoNotDisturb);
        final bloc = CallBloc(callKit: callKit, signaling: FakeSignaling());
        bloc.add(const CallPushIncoming(callId: 'c-18', handle: '+41 44 000 18 18', displayName: 'Ravi'));
        await pumpEventQueue();
        expect(bloc.pendingHangups.length, 1, reason: 'the caller keeps ringing unless we hang up');
      });
    });

    group('signaling incoming', () {
      test('reportNewIncomingCall error sends hangup immediately', () async {
        callKitRejects(IncomingCallError.unknown);
        final signaling = FakeSignaling(connected: true);
        final bloc = CallBloc(callKit: callKit, signaling: signaling);
        bloc.add(const CallSignalingIncoming(callId: 'c-19', handle: '+41 44 000 19 19', displayName: 'Mo'));
        await pumpEventQueue();
        expect(signaling.sent, contains(const HangupRequest(callId: 'c-19', reason: 'rejected_by_system')));
      });
    });
  });
}
