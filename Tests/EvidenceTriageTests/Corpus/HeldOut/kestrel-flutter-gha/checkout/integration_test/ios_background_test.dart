import 'package:flutter_background_service/flutter_background_service.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:kestrel/background/ios_background.dart';
import 'package:kestrel/relay/relay_client.dart';
import 'package:kestrel/trades/trade_event.dart';
import 'package:kestrel/trades/trade_event_store.dart';
import 'package:mocktail/mocktail.dart';

class _FakeService extends Mock implements ServiceInstance {}

class _FakeRelay implements RelayClient {
  _FakeRelay(this.pending);
  final List<TradeEvent> pending;
  int fetches = 0;

  @override
  Future<List<TradeEvent>> fetchPendingSince(DateTime? cursor) async {
    fetches++;
    return pending;
  }

  @override
  Future<void> close() async {}
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('onIosBackground', () {
    late _FakeRelay relay;
    late InMemoryTradeEventStore store;

    setUp(() {
      relay = _FakeRelay([
        TradeEvent.fake(id: 'evt-1', kind: TradeEventKind.takeOrder),
        TradeEvent.fake(id: 'evt-2', kind: TradeEventKind.fiatSent),
        TradeEvent.fake(id: 'evt-3', kind: TradeEventKind.released),
      ]);
      store = InMemoryTradeEventStore();
    });

    testWidgets('drains pending trade events into the store', (tester) async {
      final completed = await onIosBackground(
        _FakeService(),
        deps: BackgroundDeps(relay: relay, store: store),
      );

      expect(completed, isTrue);
      expect(store.saved, hasLength(3));
      expect(store.cursor, isNotNull);
    });

    testWidgets('completes the task even when the relay is unreachable', (tester) async {
      final completed = await onIosBackground(
        _FakeService(),
        deps: BackgroundDeps(relay: _FakeRelay(const []), store: store),
      );
      expect(completed, isTrue);
    });
  });
}
