import 'package:flutter/foundation.dart';

enum CallOutcome { completed, missed, rejected }

@immutable
class CallLogEntry {
  const CallLogEntry(this.sessionId, this.outcome);
  final String sessionId;
  final CallOutcome outcome;

  @override
  bool operator ==(Object other) =>
      other is CallLogEntry && other.sessionId == sessionId && other.outcome == outcome;

  @override
  int get hashCode => Object.hash(sessionId, outcome);

  @override
  String toString() => 'CallLogEntry($sessionId, ${outcome.name})';
}

/// Keeps the local call log in step with CallKit callbacks.
class CallHistory extends ChangeNotifier {
  final List<CallLogEntry> _entries = [];
  List<CallLogEntry> get entries => List.unmodifiable(_entries);

  /// The app hung up: record the call as completed and tell CallKit.
  Future<void> endCall(String sessionId, Future<void> Function(String) reportCallEnded) async {
    _entries.add(CallLogEntry(sessionId, CallOutcome.completed));
    await reportCallEnded(sessionId);
    notifyListeners();
  }

  /// CallKit says the user declined the call.
  void onCallRejected(String sessionId) {
    _entries.add(CallLogEntry(sessionId, CallOutcome.rejected));
    notifyListeners();
  }
}
