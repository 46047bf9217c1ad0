import EvidenceCore
import Foundation

/// Detox's own trace of each test it runs, a line when the test starts and one when it ends:
/// `08:14:21.519 detox[4219] i Sync status: shows last synced time after pull-to-refresh`, then the same
/// name followed by ` [OK]`, ` [FAIL]` or ` [SKIPPED]`; and the line that hands a worker its next file
/// (`detox[4219] i sync.e2e.ts is assigned to <device>`). What the log prints between a test's two lines
/// (Detox's own `The app is busy with the following tasks:` reports, the app's console) is that test's:
/// Jest prints the test's result only after its whole file ran (`DetoxTestTracker`).
struct DetoxTraceLine {
    enum Kind: Equatable {
        case started(String)
        case ended(String)
        /// A worker was given its next file: whatever it ran before is over.
        case assignedAFile
    }

    static let process = [UInt8](ascii: "detox[")
    static let ends: [[UInt8]] = [[UInt8](ascii: " [OK]"), [UInt8](ascii: " [FAIL]"), [UInt8](ascii: " [SKIPPED]")]
    static let separator = [UInt8](ascii: ": ")
    static let assigned = [UInt8](ascii: " is assigned to ")
    /// How far into a line Detox's process may start (after its time, and a prefix CI or a tool put first).
    static let searchedPrefix = 64

    /// The worker's process id (`4219`): each worker runs one test at a time.
    let worker: String
    let kind: Kind
    /// The time of day the line was written (`08:14:21.519`, seconds since midnight): Detox gives no date.
    let timeOfDay: Double?
    /// An end line's `[FAIL]`.
    let failed: Bool

    init?(_ line: LogLine) {
        guard line.count > 12, let open = Self.processBracket(in: line), let close = line.firstIndex(of: UInt8(ascii: "]"), from: open),
              close + 4 < line.count, line[close + 1] == 0x20, line[close + 3] == 0x20
        else { return nil }
        worker = line.text(open + 1..<close)
        // (Where the line began with the time, a log whose every line does had it taken as its stamp: a clock
        // and one blank, as Detox writes it — not a CI's own, two blanks after Timestamper's, a date before GitHub's.)
        timeOfDay = Self.timeOfDay(open > 5 ? line.text(0..<(open - 5)) : Self.ownClock(line.stamp))
        failed = line.hasSuffix(Self.ends[1])
        let start = close + 4
        if line.firstIndex(of: Self.assigned, from: start) != nil, line.firstIndex(of: Self.separator, from: start) == nil {
            kind = .assignedAFile
            return
        }
        var end = line.count
        var ended = false
        for suffix in Self.ends where line.hasSuffix(suffix) {
            end -= suffix.count
            ended = true
        }
        // A test's line names its describe block and the test (`Suite: test`); Detox's other lines (`Tallow
        // launched. To watch simulator logs, run:`, `The app is busy with the following tasks:`) end where a
        // colon is their last word, and its level for a test's start is `i`.
        guard end > start, let colon = line.firstIndex(of: Self.separator, from: start), colon > start, colon + 2 < end,
              ended || line[close + 2] == UInt8(ascii: "i")
        else { return nil }
        var name = line.text(start..<end)
        // A retry's attempt (`… [Retry #1]`) is the same test.
        if name.hasSuffix("]"), let retry = name.range(of: " [Retry #", options: .backwards) { name = String(name[..<retry.lowerBound]) }
        kind = ended ? .ended(name) : .started(name)
    }

    /// The stamp the splitter took, when it is a clock and one blank (`10:41:01.364 `).
    static func ownClock(_ stamp: UnsafeRawBufferPointer) -> String {
        guard stamp.count >= 9, stamp[stamp.count - 1] == 0x20, stamp[stamp.count - 2] &- 0x30 < 10 else { return "" }
        return String(decoding: stamp, as: UTF8.self)
    }

    /// `08:14:21.519 ` (what precedes `detox[`), in seconds since midnight.
    static func timeOfDay(_ text: String) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count == 3, let hours = Int(parts[0]), let minutes = Int(parts[1]), let seconds = Double(String(parts[2])),
              hours >= 0, hours < 24, minutes >= 0, minutes < 60, seconds >= 0, seconds < 61 else { return nil }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    /// The `[` of `detox[` within the line's first `searchedPrefix` bytes.
    private static func processBracket(in line: LogLine) -> Int? {
        var from = 0
        while let open = line.firstIndex(of: UInt8(ascii: "["), from: from), open < searchedPrefix {
            if open >= 5, line.hasPrefix(process, at: open - 5) { return open }
            from = open + 1
        }
        return nil
    }
}

/// Which Detox test each worker is running, by Detox's trace (`DetoxTraceLine`), and the lines printed
/// while one ran. A test's lines are its own only once its end line names it: a test's own console line
/// can look like a start (`detox[4219] i Response: {…}`), and a trace may never end (the worker died).
struct DetoxTestTracker {
    private var running: [String: (name: String, lines: [EvidencePointer], started: Double?)] = [:]

    /// Reads a trace line; returns the lines a test it ended printed (by its full name), when it started
    /// (a time of day), and lines of a test that did not end as it was said to (they are the run's).
    mutating func read(_ trace: DetoxTraceLine) -> (test: String?, lines: [EvidencePointer], started: Double?, orphaned: [EvidencePointer]) {
        switch trace.kind {
        case .started(let name):
            // (A start while another runs on the same worker is that test's console line.)
            if running[trace.worker] == nil { running[trace.worker] = (name, [], trace.timeOfDay) }
            return (nil, [], nil, [])
        case .ended(let name):
            guard let test = running.removeValue(forKey: trace.worker) else { return (nil, [], nil, []) }
            return test.name == name ? (name, test.lines, test.started, []) : (nil, [], nil, test.lines)
        case .assignedAFile:
            return (nil, [], nil, running.removeValue(forKey: trace.worker)?.lines ?? [])
        }
    }

    /// Keeps a line printed now, when exactly one test is running (of several workers' at once, whose is
    /// not known); false when it is not kept.
    mutating func keep(_ line: EvidencePointer, atMost limit: Int) -> Bool {
        guard running.count == 1, let worker = running.keys.first, running[worker]!.lines.count < limit else { return false }
        running[worker]!.lines.append(line)
        return true
    }

    /// The lines of tests whose trace never ended: the run's.
    mutating func finish() -> [EvidencePointer] {
        defer { running = [:] }
        return running.values.flatMap(\.lines)
    }
}
