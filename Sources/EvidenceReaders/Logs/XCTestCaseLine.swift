import EvidenceCore

/// `Test Case '-[Module.Class test]' started.` / `… passed (0.054 seconds).` / `… failed (…)` /
/// `… skipped (…)`, and the Linux form `Test Case 'Class.test' started at 2025-08-10 01:38:55.196`; a test
/// XCTest stopped at its time limit ends with `Test Case '-[M.C test]' exceeded execution time allowance of
/// 10 minutes. The test may have hung.` and no result line (xcodebuild restarts the runner).
/// The name may itself contain quotes (Quick spec names do), so the event is found from the end.
struct XCTestCaseLine {
    enum Event { case started, passed, failed, skipped, exceededAllowance }

    static let prefix = [UInt8](ascii: "Test Case '")
    static let started = [UInt8](ascii: "' started")
    static let passed = [UInt8](ascii: "' passed (")
    static let failed = [UInt8](ascii: "' failed (")
    static let skipped = [UInt8](ascii: "' skipped (")
    static let exceeded = [UInt8](ascii: "' exceeded execution time allowance")
    static let allowance = "exceeded execution time allowance"

    let rawName: String
    let event: Event
    let duration: Double?
    /// XCTest's words for a test stopped at its time limit (`Test exceeded execution time allowance of …`).
    let message: String?

    init?(_ line: LogLine) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        var quote = line.count
        while let found = line.lastIndex(of: UInt8(ascii: "'"), before: quote), found >= Self.prefix.count {
            quote = found
            let matched: (Event, [UInt8])? =
                line.hasPrefix(Self.passed, at: found) ? (.passed, Self.passed)
                : line.hasPrefix(Self.failed, at: found) ? (.failed, Self.failed)
                : line.hasPrefix(Self.started, at: found) ? (.started, Self.started)
                : line.hasPrefix(Self.skipped, at: found) ? (.skipped, Self.skipped)
                : line.hasPrefix(Self.exceeded, at: found) ? (.exceededAllowance, Self.exceeded)
                : nil
            guard let (event, marker) = matched else { continue }
            guard found > Self.prefix.count else { return nil }
            rawName = line.text(Self.prefix.count..<found)
            self.event = event
            duration = event == .started || event == .exceededAllowance ? nil : SecondsText.parse(line, from: found + marker.count)
            message = event == .exceededAllowance ? "Test" + line.text(from: found + 1) : nil
            return
        }
        return nil
    }
}

/// Reads `0.054 seconds` style durations.
enum SecondsText {
    static func parse(_ line: LogLine, from start: Int) -> Double? {
        var end = start
        while end < line.count, line[end] == UInt8(ascii: ".") || (line[end] >= 0x30 && line[end] <= 0x39) || line[end] == UInt8(ascii: "e") || line[end] == UInt8(ascii: "-") {
            end += 1
        }
        guard end > start else { return nil }
        return Double(line.text(start..<end))
    }
}
