import EvidenceCore
import Foundation

/// A crash report in the `.ips` form iOS writes (and a job copies from the device or the Simulator):
/// a JSON header line naming its `bug_type`, then the report as one JSON object — the process, its
/// exception, and its threads, the crashed one `triggered`, each frame a `symbol` in an image of
/// `usedImages`. Its lines are JSON, which no rule reads as a crash: the report is kept whole
/// (bounded) and read once the file ends into the lines a symbolicated text report has:
///
///     HarvestMoon (4834) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.BGTaskScheduler (com.harvestmoon.app.refresh)
///         0  libdispatch.dylib  _dispatch_assert_queue_fail
///         3  HarvestMoon.debug.dylib  closure #1 in BackgroundTaskCoordinator.registerAll() (BackgroundTaskCoordinator.swift:30)
struct IPSCrashReport {
    /// More than any crash report holds: a file past it is not read as one.
    static let maximumBytes = 4 * 1024 * 1024
    static let maximumFrames = 12
    private var body: [UInt8] = []
    private var overflowed = false

    /// Whether the log's first line is an `.ips` header (`{"app_name":…,"bug_type":"309",…}`).
    static func isHeader(_ line: LogLine) -> Bool {
        line.number == 1 && line.hasPrefix(Array("{".utf8)) && line.firstIndex(of: Array("\"bug_type\"".utf8)) != nil
    }

    mutating func append(_ line: LogLine) {
        guard !overflowed else { return }
        guard body.count + line.count + 1 <= Self.maximumBytes else {
            overflowed = true
            body = []
            return
        }
        body.append(contentsOf: line.bytes)
        body.append(0x0A)
    }

    /// The report's crash as text lines: what ended the process and the crashed thread's frames; none
    /// when the body is not such a report.
    func lines() -> [String] {
        guard !overflowed, !body.isEmpty,
              let report = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return [] }
        let process = report["procName"] as? String ?? "the process"
        let pid = (report["pid"] as? Int).map { " (\($0))" } ?? ""
        let exception = report["exception"] as? [String: Any]
        let type = exception?["type"] as? String ?? "a crash"
        let signal = (exception?["signal"] as? String).map { " (\($0))" } ?? ""
        let threads = report["threads"] as? [[String: Any]] ?? []
        let faulting = report["faultingThread"] as? Int
        let crashed = threads.first { $0["triggered"] as? Bool == true }
            ?? faulting.flatMap { $0 >= 0 && $0 < threads.count ? threads[$0] : nil }
        let queue = (crashed?["queue"] as? String).map { " on queue \($0)" } ?? ""
        var lines = ["\(process)\(pid) crashed: \(type)\(signal)\(queue)"]
        let images = (report["usedImages"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "?" }
        for (index, frame) in (crashed?["frames"] as? [[String: Any]] ?? []).prefix(Self.maximumFrames).enumerated() {
            guard let symbol = frame["symbol"] as? String else { continue }
            let image = (frame["imageIndex"] as? Int).flatMap { $0 >= 0 && $0 < images.count ? images[$0] : nil } ?? "?"
            let place = (frame["sourceFile"] as? String).map { file in " (\(file)\((frame["sourceLine"] as? Int).map { ":\($0)" } ?? ""))" } ?? ""
            lines.append("    \(index)  \(image)  \(symbol)\(place)")
        }
        return lines
    }
}
