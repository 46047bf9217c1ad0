import 'package:burrowmint/data/outbox_store.dart';

List<OutboxEntry> sampleExpenses(int n) => [
      for (var i = 0; i < n; i++)
        OutboxEntry('exp-itest-$i', {
          'id': 'exp-itest-$i',
          'household': 'hh-itest',
          'amountMinor': 1250 + i,
          'note': 'integration test expense $i',
        }),
    ];
