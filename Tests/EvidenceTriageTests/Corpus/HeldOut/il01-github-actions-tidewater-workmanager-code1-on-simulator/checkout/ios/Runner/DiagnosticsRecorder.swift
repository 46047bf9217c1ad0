import Flutter
import Foundation

/// Appends evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
final class DiagnosticsRecorder {
  static let shared = DiagnosticsRecorder()

  enum TaskKind: String { case appRefresh, processing }
  enum Phase: String { case registration, submission, launch, execution, expiration, completion }
  enum Outcome: String { case succeeded, failed, cancelled }

  private let queue = DispatchQueue(label: "com.tidewater.diagnostics")
  private lazy var url: URL = {
    let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  func record(identifier: String, taskKind: TaskKind, phase: Phase, outcome: Outcome,
              errorType: String? = nil) {
    let stamp = ISO8601DateFormatter().string(from: Date())
    var obj: [String: Any] = ["schema": "evidence.diagnostic/v1", "identifier": identifier,
                              "taskKind": taskKind.rawValue, "phase": phase.rawValue,
                              "outcome": outcome.rawValue, "timestamp": stamp]
    obj["errorType"] = errorType ?? NSNull()
    NSLog("[DiagnosticsRecorder] %@ %@ %@ %@", phase.rawValue, identifier, taskKind.rawValue, outcome.rawValue)
    queue.async {
      guard let data = try? JSONSerialization.data(withJSONObject: obj),
            let line = String(data: data, encoding: .utf8) else { return }
      if let h = try? FileHandle(forWritingTo: self.url) {
        h.seekToEndOfFile(); h.write((line + "\n").data(using: .utf8)!); try? h.close()
      } else {
        try? (line + "\n").write(to: self.url, atomically: true, encoding: .utf8)
      }
    }
  }

  /// Dart side (lib/diagnostics/diagnostics.dart) reports submissions through this channel.
  func attach(to messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "tidewater/diagnostics", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      guard call.method == "record", let a = call.arguments as? [String: Any?] else {
        return result(FlutterMethodNotImplemented)
      }
      self.record(identifier: a["identifier"] as! String,
                  taskKind: TaskKind(rawValue: a["taskKind"] as! String)!,
                  phase: Phase(rawValue: a["phase"] as! String)!,
                  outcome: Outcome(rawValue: a["outcome"] as! String)!,
                  errorType: a["errorType"] as? String)
      result(nil)
    }
  }
}
