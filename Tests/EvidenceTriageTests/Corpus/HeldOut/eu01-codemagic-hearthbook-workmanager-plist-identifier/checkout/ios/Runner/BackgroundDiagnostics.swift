import Foundation
import Flutter
import EvidenceRecorder

/// Writes evidence.diagnostic/v1 records for the background tasks and exposes
/// them to integration tests over the `hearthbook/diagnostics` channel.
final class BackgroundDiagnostics {
  static let shared = BackgroundDiagnostics()

  private let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))

  static func permittedIdentifiers() -> [String] {
    Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
  }

  func recordRegistration(identifier: String, kind: TaskKind, permitted: Bool) {
    guard let id = try? TaskIdentifier(identifier) else { return }
    try? recorder.record(id, kind: kind, phase: .registration,
                         outcome: permitted ? .succeeded : .failed,
                         error: permitted ? nil : .named("BGTaskScheduler.Error.notPermitted"))
  }

  func attach(to controller: FlutterViewController?) {
    guard let controller else { return }
    let channel = FlutterMethodChannel(name: "hearthbook/diagnostics", binaryMessenger: controller.binaryMessenger)
    channel.setMethodCallHandler { [recorder] call, result in
      switch call.method {
      case "records":
        result((try? String(contentsOf: recorder.fileURL, encoding: .utf8)) ?? "")
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
