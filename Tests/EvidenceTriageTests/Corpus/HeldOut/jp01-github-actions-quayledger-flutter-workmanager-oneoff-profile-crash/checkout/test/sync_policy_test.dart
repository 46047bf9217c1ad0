import 'package:flutter_test/flutter_test.dart';
import 'package:quayledger/src/sync/sync_policy.dart';

class _Periodic {
  _Periodic(this.uniqueName, this.taskName, this.frequency);
  final String uniqueName;
  final String taskName;
  final Duration frequency;
}

/// Records calls instead of touching the plugin; nothing here reaches iOS.
class FakeWorkmanager implements WorkmanagerGateway {
  final periodic = <_Periodic>[];
  final oneOff = <String>[];

  @override
  Future<void> registerPeriodicTask(String uniqueName, String taskName,
      {required Duration frequency}) async {
    periodic.add(_Periodic(uniqueName, taskName, frequency));
  }

  @override
  Future<void> registerOneOffTask(String uniqueName, String taskName,
      {Map<String, dynamic>? inputData}) async {
    oneOff.add(uniqueName);
  }
}

void main() {
  group('SyncPolicy', () {
    test('uses the permitted refresh identifier', () async {
      final wm = FakeWorkmanager();
      await SyncPolicy(wm).apply();
      expect(wm.periodic.single.uniqueName, 'com.quayledger.receipts-refresh');
    });

    test('registers the receipts refresh every 15 minutes', () async {
      final wm = FakeWorkmanager();
      await SyncPolicy(wm).apply();
      expect(wm.periodic.single.frequency, const Duration(minutes: 15));
    });

    test('uploadNow names the one-off task after the batch', () async {
      final wm = FakeWorkmanager();
      await SyncPolicy(wm).uploadNow('7f3a');
      expect(wm.oneOff, ['receipt-upload-7f3a']);
    });
  });
}
