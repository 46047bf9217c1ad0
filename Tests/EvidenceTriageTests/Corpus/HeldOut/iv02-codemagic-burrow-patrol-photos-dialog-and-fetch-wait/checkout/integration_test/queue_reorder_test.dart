import 'package:burrow/main.dart' as app;
import 'package:burrow/queue/queue_store.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('reordering the queue is persisted', ($) async {
    await app.main();
    await $.pumpAndSettle();
    final store = QueueStore.shared;
    await store.replace(['Ep 1', 'Ep 2', 'Ep 3']);
    await store.move(from: 2, to: 0);
    await store.reload();
    expect(store.titles, ['Ep 3', 'Ep 1', 'Ep 2']);
  });
}
