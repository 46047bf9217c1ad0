import Flutter
import Foundation

/// Writes evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl
/// so CI can collect them after the integration run.
final class EvidenceRecorder {
  static let shared = EvidenceRecorder()

  private let url: URL = {
    let dir = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("diagnostics.jsonl")
  }()

  /// The workmanager plugin does not return BGTaskScheduler.register's result, so the
  /// registration record mirrors what BGTaskScheduler checks: the identifier must be in
  /// the built app's BGTaskSchedulerPermittedIdentifiers.
  func noteRegistration(_ identifier: String, kind: String) {
    let permitted = (Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]) ?? []
    let ok = permitted.contains(identifier)
    write(identifier, kind, "registration", ok ? "succeeded" : "failed",
          ok ? nil : "BGTaskScheduler.Error.notPermitted", nil)
  }

  func attach(to controller: FlutterViewController?) {
    guard let controller else { return }
    let channel = FlutterMethodChannel(name: "tidewatch/evidence", binaryMessenger: controller.binaryMessenger)
    channel.setMethodCallHandler { [weak self] call, result in
      guard call.method == "submission", let a = call.arguments as? [String: Any?] else {
        result(FlutterMethodNotImplemented); return
      }
      self?.write(a["identifier"] as? String ?? "?", a["taskKind"] as? String ?? "processing",
                  "submission", a["outcome"] as? String ?? "failed",
                  a["errorType"] as? String, a["test"] as? String)
      result(nil)
    }
  }

  private func write(_ id: String, _ kind: String, _ phase: String, _ outcome: String,
                     _ error: String?, _ test: String?) {
    var rec: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind,
      "phase": phase, "outcome": outcome, "errorType": error ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    if let test { rec["test"] = test }
    guard let data = try? JSONSerialization.data(withJSONObject: rec, options: [.sortedKeys]) else { return }
    if let h = try? FileHandle(forWritingTo: url) {
      h.seekToEndOfFile(); h.write(data); h.write(Data("\n".utf8)); try? h.close()
    } else {
      try? (data + Data("\n".utf8)).write(to: url)
    }
  }
}
