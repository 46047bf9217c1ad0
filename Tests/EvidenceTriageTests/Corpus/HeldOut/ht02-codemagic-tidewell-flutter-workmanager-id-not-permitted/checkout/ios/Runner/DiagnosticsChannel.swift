import Flutter
import Foundation

/// Lets Dart append evidence.diagnostic/v1 records (Debug builds only) to
/// Documents/evidence/diagnostics.jsonl, which Test Lab pulls after the run.
final class DiagnosticsChannel: NSObject, FlutterPlugin {
    static func register(with registrar: FlutterPluginRegistrar) {
        #if DEBUG
        let channel = FlutterMethodChannel(name: "tidewell/diagnostics", binaryMessenger: registrar.messenger())
        registrar.addMethodCallDelegate(DiagnosticsChannel(), channel: channel)
        #endif
    }

    func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
        guard call.method == "record", var record = call.arguments as? [String: Any] else {
            return result(FlutterMethodNotImplemented)
        }
        record["schema"] = "evidence.diagnostic/v1"
        record["timestamp"] = ISO8601DateFormatter().string(from: Date())
        let dir = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("diagnostics.jsonl")
        if var data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]) {
            data.append(0x0A)
            if let h = try? FileHandle(forWritingTo: url) { h.seekToEndOfFile(); h.write(data); try? h.close() }
            else { try? data.write(to: url) }
        }
        result(nil)
    }
}
