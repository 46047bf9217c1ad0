import 'dart:async';

import 'package:flutter/foundation.dart';

import 'expense_api.dart';

class PendingUpload {
  PendingUpload.expense({required this.id, required this.cents});
  final String id;
  final int cents;
}

/// Uploads created while offline; flushed when connectivity returns or when
/// the background refresh task runs.
class UploadQueue extends ChangeNotifier {
  UploadQueue._();
  static final UploadQueue instance = UploadQueue._();

  final List<PendingUpload> _pending = [];
  int get pendingCount => _pending.length;

  Future<void> enqueue(PendingUpload upload) async {
    _pending.add(upload);
    notifyListeners();
  }

  Future<void> flush() async {
    // Upload in order; stop at the first failure so nothing is lost.
    var sent = 0;
    for (var i = 0; i < _pending.length - 1; i++) {
      final ok = await ExpenseApi.shared.upload(_pending[i].id, _pending[i].cents);
      if (!ok) break;
      sent++;
    }
    _pending.removeRange(0, sent);
    notifyListeners();
  }
}
