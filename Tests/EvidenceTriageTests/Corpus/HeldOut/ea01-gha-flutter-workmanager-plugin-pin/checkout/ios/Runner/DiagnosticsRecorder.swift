import BackgroundTasks
import Foundation

/// Writes evidence.diagnostic/v1 records (JSON Lines) to Library/Diagnostics/registration.jsonl.
/// CI copies the file out of the simulator container after the test run.
final class DiagnosticsRecorder {
  static let shared = DiagnosticsRecorder()
  enum Kind: String { case appRefresh, processing }

  private let url: URL = {
    let lib = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0]
    let dir = lib.appendingPathComponent("Diagnostics", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent("registration.jsonl")
  }()

  /// Registration outcome is read back from the permitted list, because
  /// WorkmanagerPlugin.registerTask does not return BGTaskScheduler's Bool.
  func recordRegistration(_ id: String, kind: Kind) {
    let permitted = (Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]) ?? []
    write(id, kind, phase: "registration", ok: permitted.contains(id), error: nil)
  }

  func recordSubmission(_ id: String, kind: Kind, error: Error?) {
    let ns = error as NSError?
    write(id, kind, phase: "submission", ok: error == nil,
          error: ns.map { "\($0.domain):\($0.code)" })
  }

  private func write(_ id: String, _ kind: Kind, phase: String, ok: Bool, error: String?) {
    let record: [String: Any] = [
      "schema": "evidence.diagnostic/v1", "identifier": id, "taskKind": kind.rawValue,
      "phase": phase, "outcome": ok ? "succeeded" : "failed",
      "errorType": error ?? NSNull(),
      "timestamp": ISO8601DateFormatter().string(from: Date()),
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) else { return }
    if let h = try? FileHandle(forWritingTo: url) { h.seekToEndOfFile(); h.write(data); h.write(Data("\n".utf8)); try? h.close() }
    else { try? (data + Data("\n".utf8)).write(to: url) }
  }
}
