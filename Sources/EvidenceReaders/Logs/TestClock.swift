import EvidenceCore
import Foundation

/// When each failed XCTest case ran, by the clock of the Mac that ran it, as the log says: XCUITest's
/// `t = 0.00s Start Test at 2026-08-13 17:02:41.737`, else — in a serial run — the suite's `started
/// at …` plus the durations of the tests before it. Triage places a device's log lines inside a test's
/// time (a UI test's app dying shows only there). A parallel clone prints no times: its tests have none.
struct TestClock {
    /// Start times kept, at most: a failure's, so a run of many passes keeps none.
    static let maximumStarts = 10_000
    static let startTest = [UInt8](ascii: "Start Test at ")
    static let suiteTimes = [[UInt8](ascii: "' started at "), [UInt8](ascii: "' passed at "), [UInt8](ascii: "' failed at ")]

    /// The wall clock (`LogTimestamp.wallClock`) each failed test started at.
    private(set) var failedTestStarts: [TestIdentifier: Date] = [:]
    private var running: Date?
    /// When the next test starts, in a serial run: the last suite line's time, or the last test's end.
    private var next: Date?

    /// `Test Suite 'X' started at 2026-08-13 17:01:40.222.` (or `passed at`, `failed at`).
    mutating func readSuiteLine(_ line: LogLine) {
        for marker in Self.suiteTimes {
            guard let at = line.firstIndex(of: marker) else { continue }
            next = LogTimestamp(line.text(from: at + marker.count))?.wallClock
            return
        }
    }

    mutating func testStarted() {
        running = next
        next = nil
    }

    /// An activity line of the running test: XCUITest's `Start Test at …` is its exact start.
    mutating func readActivityLine(_ line: LogLine) {
        guard let at = line.firstIndex(of: Self.startTest), let start = LogTimestamp(line.text(from: at + Self.startTest.count))?.wallClock else { return }
        running = start
    }

    mutating func testEnded(_ id: TestIdentifier, failed: Bool, duration: Double?) {
        if failed, let running, failedTestStarts.count < Self.maximumStarts, failedTestStarts[id] == nil { failedTestStarts[id] = running }
        next = duration.flatMap { duration in running.map { $0.addingTimeInterval(duration) } }
        running = nil
    }
}
