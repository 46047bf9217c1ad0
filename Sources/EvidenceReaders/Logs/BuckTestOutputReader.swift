import EvidenceCore
import Foundation

/// Buck's test summary, as `buck test //App:AppTests` prints it: each failed test on a line of its own,
/// `FAILURE <test class> <test name>: <message>` — the name an XCTest method (`testRefresh`) or xctool's
/// `-[Class testRefresh]` — printed as the test fails and again under `RESULTS FOR //target`, with the
/// failing line's place (`/path/File.swift:22`) on the line under it where the runner gives one.
/// Read once Buck's own words have appeared (`RESULTS FOR `, `Testing: finished in `), so a log's other
/// `FAILURE` lines (Gradle's `FAILURE: Build failed`) are no test's.
struct BuckTestOutputReader {
    typealias Event = RunnerOutputEvent

    /// Buck's run has been seen: its summary, or its testing step.
    private(set) var started = false
    /// A failure just read, whose place may be on the next line.
    private var pending: (id: TestIdentifier, message: String, evidence: EvidencePointer)?

    static let markers = ["RESULTS FOR //", "Testing: finished in ", "TESTS FAILED: ", "buck test //"]
    /// The same, searched on a line's bytes: every line starting with their letters (XCTest's `Test Case …`
    /// among them) is asked, so none is decoded for it.
    private static let markerSet = MarkerSet(markers.map { Array($0.utf8) })
    private static let failure = [UInt8]("FAILURE ".utf8)

    var isReading: Bool { pending != nil }

    /// Whether `line` may be Buck's: its own words, or a failure once they have appeared.
    func mayRead(_ line: LogLine) -> Bool {
        guard let first = line.bytes.first else { return pending != nil }
        if pending != nil { return true }
        if first == UInt8(ascii: "F") { return started && line.hasPrefix(Self.failure) }
        return (first == UInt8(ascii: "R") || first == UInt8(ascii: "T") || first == UInt8(ascii: "b") || first == UInt8(ascii: "+"))
            && Self.markerSet.matches(line)
    }

    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if let open = pending {
            pending = nil
            if let place = Self.place(text) {
                return (true, RunnerOutputEvent.failed(open.id, lines: [open.message], location: place, evidence: open.evidence))
            }
            let ended = RunnerOutputEvent.failed(open.id, lines: [open.message], location: nil, evidence: open.evidence)
            let (claimed, events) = read(text, at: evidence())
            return (claimed, ended + events)
        }
        if Self.markers.contains(where: text.contains) {
            started = true
            return (false, [])
        }
        guard started, let (id, message) = Self.failureLine(text) else { return (false, []) }
        pending = (id, message, evidence())
        return (true, [])
    }

    /// The failure read last, ended (the log's end).
    mutating func finish() -> [Event] {
        guard let open = pending else { return [] }
        pending = nil
        return RunnerOutputEvent.failed(open.id, lines: [open.message], location: nil, evidence: open.evidence)
    }

    /// `FAILURE AppTests.RefreshTests testRefresh: message` or `FAILURE RefreshTests -[RefreshTests testRefresh]: message`.
    static func failureLine(_ text: String) -> (TestIdentifier, String)? {
        guard text.hasPrefix("FAILURE "), let colon = text.range(of: ": ") else { return nil }
        let head = text[text.index(text.startIndex, offsetBy: 8)..<colon.lowerBound]
        guard let blank = head.firstIndex(of: " ") else { return nil }
        let type = head[..<blank]
        var name = head[head.index(after: blank)...]
        if name.hasPrefix("-["), name.hasSuffix("]"), let space = name.lastIndex(of: " ") {
            name = name[name.index(after: space)..<name.index(before: name.endIndex)]
        }
        guard !type.isEmpty, !name.isEmpty, !name.contains(" "), type.allSatisfy({ $0.isNamePart || $0 == "." }),
              type.first?.isLetter == true
        else { return nil }
        let parts = type.split(separator: ".")
        let id = TestIdentifier(module: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil, suite: String(parts.last ?? type), name: String(name))
        return (id, String(text[colon.upperBound...]))
    }

    /// Whether `line` is a failure of Buck's summary (whoever reads it: `collect` takes the place under it).
    static func isFailureLine(_ line: LogLine) -> Bool {
        line.hasPrefix(failure) && failureLine(line.text) != nil
    }

    /// `/path/RefreshTests.swift:22`, alone on its line.
    static func place(_ text: String) -> SourceLocation? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("/"), !trimmed.contains(" ") else { return nil }
        return FileLineLocation.parse(Substring(trimmed))
    }
}
