import Flutter
import Foundation
import workmanager

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticsRecorder {
  static let shared = DiagnosticsRecorder()
  private let queue = DispatchQueue(label: "org.tidewatch.diagnostics")

  func record(identifier: String, taskKind: String, phase: String, outcome: String,
              errorType: String? = nil, test: String? = nil) {
    queue.async {
      var line: [String: Any] = [
        "schema": "evidence.diagnostic/v1", "identifier": identifier, "taskKind": taskKind,
        "phase": phase, "outcome": outcome, "errorType": errorType ?? NSNull(),
        "timestamp": ISO8601DateFormatter().string(from: Date()),
      ]
      if let test { line["test"] = test }
      self.append(line)
    }
  }

  private func append(_ line: [String: Any]) { /* JSONSerialization + FileHandle append */ }
}

/// Main-engine channel: the Dart side reports the result of registerPeriodicTask (submission).
enum DiagnosticsChannel {
  static func install(on delegate: FlutterAppDelegate) {
    guard let registrar = delegate.registrar(forPlugin: "TidewatchDiagnostics") else { return }
    let channel = FlutterMethodChannel(name: "tidewatch/diagnostics", binaryMessenger: registrar.messenger())
    channel.setMethodCallHandler { call, result in
      let args = call.arguments as? [String: Any] ?? [:]
      DiagnosticsRecorder.shared.record(
        identifier: args["identifier"] as? String ?? "?", taskKind: "appRefresh",
        phase: args["phase"] as? String ?? "submission",
        outcome: args["outcome"] as? String ?? "succeeded",
        errorType: args["errorType"] as? String)
      result(nil)
    }
  }
}

/// Workmanager debug handler: logs and records how each background task ended.
final class DiagnosticsDebugHandler: WorkmanagerDebug {
  override func onTaskCompleted(taskInfo: TaskDebugInfo, result: TaskResult) {
    NSLog("[tidewatch] BGAppRefreshTask %@ completed: success=%@", taskInfo.taskName, result.success ? "true" : "false")
    DiagnosticsRecorder.shared.record(
      identifier: taskInfo.taskName, taskKind: "appRefresh", phase: "completion",
      outcome: result.success ? "succeeded" : "failed")
  }
}
