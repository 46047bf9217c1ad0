import EvidenceCore

/// `Restarting after unexpected exit, crash, or test timeout in SwiftTests.testExample(); summary will
/// include totals from previous launches.` (older Xcode: `…unexpected exit or crash in Class/test();…`).
/// The named test crashed or timed out; xcodebuild starts the runner again.
struct RestartAfterCrashLine {
    static let prefix = [UInt8](ascii: "Restarting after unexpected exit")
    static let inMarker = [UInt8](ascii: " in ")
    static let end = [UInt8](ascii: "; summary will include")

    let rawName: String
    let message: String

    init?(_ line: LogLine) {
        self.init(line, from: 0)
    }

    /// The same line after xcodebuild's logger prefix (`2026-11-30 14:12:19.702 xcodebuild[3817:29011]
    /// [MT] IDETestOperationsObserverDebug: Restarting after …`), as some Xcode versions print it.
    init?(afterLoggerPrefix line: LogLine) {
        guard line.count > 24, line[4] == UInt8(ascii: "-"), let start = line.firstIndex(of: Self.prefix), start >= 2,
              line[start - 2] == UInt8(ascii: ":"), line[start - 1] == 0x20
        else { return nil }
        self.init(line, from: start)
    }

    private init?(_ line: LogLine, from start: Int) {
        guard line.hasPrefix(Self.prefix, at: start), let inIndex = line.firstIndex(of: Self.inMarker, from: start + Self.prefix.count) else { return nil }
        let nameStart = inIndex + Self.inMarker.count
        let nameEnd = line.firstIndex(of: Self.end, from: nameStart) ?? line.count
        guard nameEnd > nameStart else { return nil }
        rawName = line.text(nameStart..<nameEnd)
        message = line.text(from: start)
    }
}
