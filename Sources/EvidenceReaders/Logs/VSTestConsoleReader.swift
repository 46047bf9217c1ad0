import EvidenceCore

/// `dotnet test`'s console (VSTest's console logger: NUnit, xUnit or MSTest tests, Appium's C# client
/// driving an iOS app, .NET MAUI's UI tests), for a job that kept no `.trx`:
///
///       Failed UploadContinuesWhileAppIsBackgrounded [4 m 31 s]
///       Error Message:
///          Expected: "Synced 40 of 40"
///       Stack Trace:
///          at FieldNotes.UITests.FieldSyncTests.UploadContinuesWhileAppIsBackgrounded() in /…/FieldSyncTests.cs:line 27
///
/// The result line names the test's method (or its full name); the stack's frame of that method names
/// its class and namespace (the suite and the module, as NUnit's XML names the test) and its place.
/// Only failures are read: a passing test's line names no class.
struct VSTestConsoleReader {
    typealias Event = RunnerOutputEvent

    private enum Part { case message, stack }
    private var block: (name: String, part: Part, message: [String], id: TestIdentifier?, location: SourceLocation?, evidence: EvidencePointer)?
    static let maximumMessageLines = 6

    var isReading: Bool { block != nil }

    /// Whether `line` can be a failed test's result line: `  Failed Name [27 s]`.
    static func mayStart(_ line: LogLine) -> Bool {
        line.count > 12 && line[0] == 0x20 && line[line.count - 1] == UInt8(ascii: "]") && failedName(line.text) != nil
    }

    /// `  Failed UploadContinues [4 m 31 s]`: the test's name (its method, or its full name).
    static func failedName(_ text: String) -> String? {
        let body = text.drop { $0 == " " }
        guard body.hasPrefix("Failed "), body.hasSuffix("]"), let open = body.range(of: " [", options: .backwards),
              body[open.upperBound...].contains(where: \.isNumber) else { return nil }
        let name = body.dropFirst("Failed ".count)[..<open.lowerBound]
        return name.isEmpty || name.contains(" ") && !name.contains("(") ? nil : String(name)
    }

    /// What `line` says, if it is the failure's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if let name = Self.failedName(text) {
            let ended = endBlock()
            block = (name, .message, [], nil, nil, evidence())
            return (true, ended)
        }
        guard var open = block else { return (false, []) }
        let body = text.drop { $0 == " " || $0 == "\t" }
        // The next result (`  Passed Name [5 s]`), the summary (`Failed!  - Failed: 3, …`), the next step: the failure ends.
        // (Unindented inside it: an inner exception's `--NoSuchElementException`, a repeated trace's `1)    at …`.)
        let unindented = !text.hasPrefix(" ") && !body.isEmpty && !body.hasPrefix("at ") && !body.hasPrefix("--") && body.first?.isNumber != true
        if unindented || ["Passed ", "Skipped ", "Results File:"].contains(where: body.hasPrefix) {
            return (false, endBlock())
        }
        if body == "Error Message:" { return (true, []) }
        if body == "Stack Trace:" {
            open.part = .stack
        } else if open.part == .message, !body.isEmpty, open.message.count < Self.maximumMessageLines {
            open.message.append(String(body))
        } else if open.part == .stack, open.id == nil, let frame = Self.frame(body, of: open.name) {
            (open.id, open.location) = frame
        }
        block = open
        return (true, [])
    }

    /// The open failure, ended: under its frame's class when one named the method, else its name alone.
    mutating func endBlock() -> [Event] {
        defer { block = nil }
        guard let open = block else { return [] }
        let id = open.id ?? DotNetTestName.identifier(open.name) ?? TestIdentifier(module: nil, suite: "", name: open.name)
        return Event.failed(id, lines: open.message, location: open.location, evidence: open.evidence)
    }

    /// `at Namespace.Class.Method() in /path/File.cs:line 27` (or `1)    at …`), the frame of the test's
    /// own method: its identity and its place.
    static func frame(_ body: Substring, of name: String) -> (TestIdentifier, SourceLocation?)? {
        guard let at = body.range(of: "at ") else { return nil }
        let call = body[at.upperBound...].prefix { $0 != " " }
        guard let open = call.firstIndex(of: "("), let id = DotNetTestName.identifier(String(call[..<open])) else { return nil }
        let method = name.split(separator: ".").last.map(String.init) ?? name
        guard id.name == method || id.name == name else { return nil }
        return (id, DotNetTestName.frameLocation(body[at.lowerBound...]))
    }
}
