import EvidenceCore

/// Maven Surefire's console (`mvn test`: JUnit or TestNG tests, Appium's Java client driving an iOS
/// app among them), as a job that keeps no `surefire-reports` XML leaves it. Each failed test is a
/// heading, its exception and frames under it, a blank line after:
///
///     [ERROR] com.example.e2e.UploadQueueTest.uploadContinues -- Time elapsed: 71.38 s <<< FAILURE!
///     java.lang.AssertionError: expected [RUNNING] but found [SUSPENDED]
///     	at org.testng.Assert.fail(Assert.java:111)
///     	at com.example.e2e.UploadQueueTest.uploadContinues(UploadQueueTest.java:59)
///
/// (Surefire 2 wrote the heading `uploadContinues(com.example.e2e.UploadQueueTest)  Time elapsed: 71.38
/// sec  <<< FAILURE!`; `<<< ERROR!` for an exception that is no assertion's.) Then the closing list
/// names each again (`[ERROR]   UploadQueueTest.uploadContinues:59 expected …`), which adds a failure
/// only where no heading named it. A test's suite is its class's simple name. Passing tests are not
/// listed: only failures are read.
struct SurefireOutputReader {
    typealias Event = RunnerOutputEvent

    private var block: (id: TestIdentifier, frame: String, message: [String], inFrames: Bool, location: SourceLocation?, evidence: EvidencePointer)?
    private var failed = Set<TestIdentifier>()
    private var inSummary = false
    static let maximumMessageLines = 6
    static let maximumFailures = 100_000
    static let headingEnds = [Array("<<< FAILURE!".utf8), Array("<<< ERROR!".utf8)]
    static let summaryHeadings = ["[ERROR] Failures:", "[ERROR] Errors:"]
    private static let summaryHeadingBytes = summaryHeadings.map { Array($0.utf8) }

    var isReading: Bool { block != nil || inSummary }

    /// Whether `line` can start what this reader reads: a failed test's heading, or the closing list.
    static func mayStart(_ line: LogLine) -> Bool {
        guard line.count > 12 else { return false }
        if headingEnds.contains(where: line.hasSuffix) { return true }
        return line[0] == UInt8(ascii: "[") && summaryHeadingBytes.contains { line.hasPrefix($0) }
    }

    /// What `line` says, if it is Surefire's; `claimed` is false for a line that is not.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if let (id, frame) = Self.heading(text) {
            let ended = endBlock()
            inSummary = false
            guard failed.count < Self.maximumFailures, failed.insert(id).inserted else { return (true, ended) }
            block = (id, frame, [], false, nil, evidence())
            return (true, ended)
        }
        if Self.summaryHeadings.contains(where: text.hasPrefix) {
            inSummary = true
            return (true, endBlock())
        }
        if inSummary { return readSummary(text, evidence) }
        guard var open = block else { return (false, []) }
        let body = text.drop { $0 == " " || $0 == "\t" }
        // A blank line or Maven's next line ends the failure.
        if body.isEmpty || text.hasPrefix("[") { return (!text.hasPrefix("["), endBlock()) }
        if body.hasPrefix("at ") {
            // The test's own frame is where it failed; what follows the frames (`Caused by: …`) is no message.
            open.inFrames = true
            if open.location == nil, body.dropFirst(3).hasPrefix(open.frame + "("), let place = Self.framePlace(body) { open.location = place }
        } else if !open.inFrames, open.message.count < Self.maximumMessageLines {
            open.message.append(String(body))
        }
        block = open
        return (true, [])
    }

    /// The open failure, ended (at a blank line, the next heading, the log's end).
    mutating func endBlock() -> [Event] {
        defer { block = nil }
        return block.map { Event.failed($0.id, lines: $0.message, location: $0.location, evidence: $0.evidence) } ?? []
    }

    /// `[ERROR]   UploadQueueTest.uploadContinues:59 expected …` (or `… » NoSuchElement …`): a failure no heading named.
    private mutating func readSummary(_ text: String, _ evidence: () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        guard text.hasPrefix("[ERROR]   ") || text.hasPrefix("[ERROR] Run ") || text.hasPrefix("[ERROR]  ") else {
            inSummary = false
            return (false, [])
        }
        let entry = text.dropFirst("[ERROR]".count).drop { $0 == " " }
        // `Run 1: …` lines of a rerun test and what follows them: the test's heading line already said it.
        // The test's name ends at its line's colon, or at ` » ` (an error's) or a blank when there is no line.
        let end = entry.firstIndex { $0 == ":" || $0 == " " } ?? entry.endIndex
        guard !entry.hasPrefix("Run "), let dot = entry[..<end].lastIndex(of: "."), dot > entry.startIndex, entry.index(after: dot) < end else { return (true, []) }
        let id = TestIdentifier(module: nil, suite: String(entry[..<dot]), name: String(entry[entry.index(after: dot)..<end]))
        guard !failed.contains(id), failed.count < Self.maximumFailures else { return (true, []) }
        failed.insert(id)
        let rest = entry[end...].drop { $0 == ":" }
        let message = rest.drop { $0.isNumber }.drop { $0 == " " || $0 == "»" }
        // (No place: the list gives a line but not the file, whose folder and extension it does not say.)
        return (true, Event.failed(id, lines: message.isEmpty ? [] : [String(message)], location: nil, evidence: evidence()))
    }

    /// A failed test's heading: the test, and its frame's name (`com.example.e2e.UploadQueueTest.uploadContinues`).
    static func heading(_ text: String) -> (TestIdentifier, String)? {
        guard text.hasSuffix("<<< FAILURE!") || text.hasSuffix("<<< ERROR!") else { return nil }
        var body = Substring(text)
        if body.hasPrefix("[ERROR] ") { body = body.dropFirst("[ERROR] ".count) }
        // Surefire 3: `com.x.Test.method -- Time elapsed: …`.
        if let dashes = body.range(of: " -- Time elapsed: ") {
            let qualified = body[..<dashes.lowerBound]
            guard !qualified.contains(" "), let dot = qualified.lastIndex(of: ".") else { return nil }
            return identifier(className: qualified[..<dot], method: qualified[qualified.index(after: dot)...])
        }
        // Surefire 2: `method(com.x.Test)  Time elapsed: …`.
        guard let time = body.range(of: "  Time elapsed: "), body[..<time.lowerBound].hasSuffix(")"),
              let open = body[..<time.lowerBound].firstIndex(of: "(") else { return nil }
        let method = body[..<open], qualified = body[body.index(after: open)..<body.index(before: time.lowerBound)]
        guard !method.contains(" "), !qualified.contains(" ") else { return nil }
        return identifier(className: qualified, method: method)
    }

    private static func identifier(className: Substring, method: Substring) -> (TestIdentifier, String)? {
        guard !className.isEmpty, !method.isEmpty else { return nil }
        let simple = className.split(separator: ".").last.map(String.init) ?? String(className)
        return (TestIdentifier(module: nil, suite: simple, name: String(method)), "\(className).\(method)")
    }

    /// `at com.x.Test.method(Test.java:59)`: the file and line.
    static func framePlace(_ body: Substring) -> SourceLocation? {
        guard body.hasSuffix(")"), let open = body.lastIndex(of: "(") else { return nil }
        let place = body[body.index(after: open)..<body.index(before: body.endIndex)].split(separator: ":")
        guard place.count == 2, let line = Int(place[1]), line > 0, place[0].hasSuffix(".java") || place[0].hasSuffix(".kt") else { return nil }
        return SourceLocation(file: String(place[0]), line: line)
    }
}
