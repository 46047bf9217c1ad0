import 'package:flutter/services.dart';

/// Errors CallKit can hand back from reportNewIncomingCall.
/// Mirrors CXErrorCodeIncomingCallError (unknown = 0 ... filteredByBlockList = 4).
enum IncomingCallError { unknown, unentitled, callUUIDAlreadyExists, filteredByDoNotDisturb, filteredByBlockList }

class CallKitReportException implements Exception {
  CallKitReportException(this.error);
  final IncomingCallError error;
  @override
  String toString() => 'CallKitReportException($error)';
}

abstract class CallKitGateway {
  /// Reports an incoming call to the system. Throws [CallKitReportException]
  /// when CallKit refuses it (Do Not Disturb, block list, unentitled, ...).
  Future<void> reportNewIncomingCall({required String callId, required String handle, required String displayName});
}

class MethodChannelCallKitGateway implements CallKitGateway {
  static const _channel = MethodChannel('callbell/callkit');

  @override
  Future<void> reportNewIncomingCall({required String callId, required String handle, required String displayName}) async {
    try {
      await _channel.invokeMethod('reportNewIncomingCall', {'callId': callId, 'handle': handle, 'displayName': displayName});
    } on PlatformException catch (e) {
      final code = int.tryParse(e.code) ?? 0;
      throw CallKitReportException(IncomingCallError.values[code.clamp(0, 4)]);
    }
  }
}
