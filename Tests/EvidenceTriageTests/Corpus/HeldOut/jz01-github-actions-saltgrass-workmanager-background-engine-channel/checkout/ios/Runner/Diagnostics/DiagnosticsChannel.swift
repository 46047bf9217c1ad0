import Flutter

/// `saltgrass/diagnostics`: lets Dart report the outcome of a workmanager
/// submission so it lands in the evidence records.
enum DiagnosticsChannel {
  static func attach(to messenger: FlutterBinaryMessenger) {
    FlutterMethodChannel(name: "saltgrass/diagnostics", binaryMessenger: messenger)
      .setMethodCallHandler { call, result in
        guard call.method == "recordSubmission",
              let args = call.arguments as? [String: Any],
              let identifier = args["identifier"] as? String else {
          return result(FlutterMethodNotImplemented)
        }
        let kind = TaskRecorder.Kind(rawValue: args["kind"] as? String ?? "") ?? .appRefresh
        let message = args["error"] as? String
        // "…(Error Domain=BGTaskSchedulerErrorDomain Code=1 …" -> BGTaskSchedulerErrorDomain:1
        let errorType = message.flatMap { msg -> String? in
          guard let r = msg.range(of: #"BGTaskSchedulerErrorDomain Code=\d+"#, options: .regularExpression)
          else { return "PlatformException" }
          return msg[r].replacingOccurrences(of: " Code=", with: ":")
        }
        TaskRecorder.shared.record(identifier, kind: kind, phase: .submission,
                                   outcome: message == nil ? .succeeded : .failed,
                                   errorType: errorType)
        result(nil)
      }
  }
}
