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
        guard line.hasPrefix(Self.prefix), let inIndex = line.firstIndex(of: Self.inMarker, from: Self.prefix.count) else { return nil }
        let nameStart = inIndex + Self.inMarker.count
        let nameEnd = line.firstIndex(of: Self.end, from: nameStart) ?? line.count
        guard nameEnd > nameStart else { return nil }
        rawName = line.text(nameStart..<nameEnd)
        message = line.text
    }
}
