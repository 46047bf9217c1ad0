import EvidenceCore
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads JUnit XML as written from Xcode runs by xcbeautify, xcpretty, fastlane trainer and
/// xcresultparser — and the result files of .NET's runners, which cross-platform apps' iOS jobs
/// write (NUnit 3's `<test-run>`, NUnit 2's `<test-results>`, xUnit v2's `<assemblies>`: Xamarin.UITest,
/// App Center Test, XHarness; Visual Studio's `.trx`, `<TestRun>`, from `dotnet test --logger trx`) — into a `TestRunReport`. Foundation's XMLParser reads from a stream (libxml2's push
/// parser underneath), so memory holds the results, not the document.
package final class JUnitReader: NSObject, XMLParserDelegate {
    package let evidencePath: String
    private var results = TestResultCollector()
    private var unattributed: [TestIssue] = []
    private var suiteStack: [String] = []
    private var current: OpenCase?
    private var text = ""
    private var collectingText = false
    /// Inside a test case's `system-out` or `system-err`: read for `[[ATTACHMENT|path]]` markers.
    private var collectingOutput = false
    private var outputTail = ""
    private var parser: XMLParser?
    /// Open elements; a stream can end early without XMLParser saying so.
    private var depth = 0
    private var sawRoot = false
    /// Inside a failure's `<message>` or `<stack-trace>` (NUnit's and xUnit's failures hold their
    /// text in these, not in attributes): which, and what each said.
    private var failurePart: String?
    private var failureMessage = ""
    private var failureTrace = ""
    /// A `.trx` names its results' classes only in its definitions, after them: the results wait,
    /// by their test's id, for the end of the file.
    private var visualStudioResults: [(testId: String, open: OpenCase)] = []
    private var visualStudioMethods: [String: String] = [:]
    private var visualStudioDefinition: String?
    /// The open result's test id, which its definition is found by.
    private var visualStudioTestId = ""
    /// Results inside a result (a data-driven test's `<InnerResults>`): the outer one stands for them.
    private var visualStudioInnerResults = 0

    /// The root elements of the result files read.
    static let roots: Set<String> = ["testsuites", "testsuite", "test-run", "test-results", "assemblies", "assembly", "TestRun"]

    private struct OpenCase {
        var id: TestIdentifier?
        var displayName: String
        var duration: Double?
        var status = TestStatus.passed
        var issues: [TestIssue] = []
        var evidence: EvidencePointer
        var pendingIssue: (message: String?, kind: String?, line: Int)?
        var isSessionLevel: Bool
        /// What the test attached, by the path the JUnit file gives (a file of the CI's workspace).
        var attachments: [EvidencePointer] = []

        mutating func attach(_ path: String) {
            let path = path.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !path.isEmpty, attachments.count < JUnitReader.attachmentsPerTest, !attachments.contains(where: { $0.path == path }) else { return }
            attachments.append(EvidencePointer(path: path, excerpt: path.split(separator: "/").last.map(String.init) ?? path))
        }
    }

    /// Attachments kept per test case.
    static let attachmentsPerTest = 20
    /// The Jenkins JUnit-attachments convention, which GitLab reads too: a line of a test case's
    /// output naming a file of the workspace.
    static let attachmentMarker = "[[ATTACHMENT|"

    /// Bounds on text kept from one failure element.
    static let maximumMessageLength = 16 * 1024

    package init(evidencePath: String) {
        self.evidencePath = evidencePath
    }

    package static func read(path: String, evidencePath: String? = nil) throws -> TestRunReport {
        guard let stream = InputStream(fileAtPath: path), FileManager.default.isReadableFile(atPath: path) else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): no such readable file.")
        }
        // Opened without blocking first: a FIFO named like a JUnit file is refused, not waited on.
        let head = try FileReader(path: path)
        guard head.isRegularFile else {
            throw EvidenceError(.malformedInput, "\(path) is not a regular file (a FIFO or a device): not read as JUnit.")
        }
        try refuseEntities(try head.prefix(64 * 1024), name: path)
        return try JUnitReader(evidencePath: evidencePath ?? path).read(stream, name: path)
    }

    /// JUnit files never declare XML entities; one that does is refused before parsing, since
    /// expanding them ("billion laughs") could take unbounded memory. `prefix`: the first bytes.
    package static func refuseEntities(_ prefix: [UInt8], name: String) throws {
        if ByteSearch.contains(prefix, "<!ENTITY") {
            throw EvidenceError(.malformedInput, "\(name) declares XML entities, which JUnit files never do: refused, since expanding them could take unbounded memory.")
        }
    }

    /// Reads from a pull function to its end, e.g. an archive entry:
    /// `try JUnitReader(evidencePath: entry.path).read(name: entry.path) { try archive.read(into: $0) }`.
    /// What XMLParser cannot take (`XMLInputGuard`) is refused before the parser sees it.
    package func read(name: String, pull: @escaping (UnsafeMutableRawBufferPointer) throws -> Int) throws -> TestRunReport {
        var guarding = XMLInputGuard()
        let stream = PullInputStream { buffer in
            let count = try pull(buffer)
            switch count > 0 ? guarding.check(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) : guarding.finish() {
            case .notUTF8?: throw EvidenceError(.malformedInput, "\(name) is not JUnit XML: it is not UTF-8.")
            case .emptyProcessingInstruction?: throw EvidenceError(.malformedInput, "\(name) is not JUnit XML: it holds a processing instruction with no data.")
            case nil: return count
            }
        }
        do {
            return try parse(stream, name: name)
        } catch {
            if let pullError = stream.pullError { throw pullError }
            throw error
        }
    }

    /// Reads a stream to its end (e.g. a file, or an archive entry piped through a bound pair of streams).
    package func read(_ stream: InputStream, name: String) throws -> TestRunReport {
        stream.open()
        defer { stream.close() }
        return try read(name: name) { buffer in
            let count = stream.read(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), maxLength: buffer.count)
            if count < 0 {
                throw EvidenceError(.inputUnavailable, "Cannot read \(name): \(stream.streamError.map { "\($0)" } ?? "read error").")
            }
            return count
        }
    }

    private func parse(_ stream: InputStream, name: String) throws -> TestRunReport {
        let parser = XMLParser(stream: stream)
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        self.parser = parser
        defer { self.parser = nil }
        guard parser.parse() else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            throw EvidenceError(.malformedInput, "\(name) is not well-formed JUnit XML (line \(parser.lineNumber)): \(reason).")
        }
        guard sawRoot, depth == 0 else {
            throw EvidenceError(.malformedInput, sawRoot
                ? "\(name) is not well-formed JUnit XML: it ends inside an element (truncated?)."
                : "\(name) is not JUnit XML: it has no <testsuites> or <testsuite> element (nor NUnit's <test-run> or <test-results>, nor xUnit's <assemblies>, nor a .trx's <TestRun>).")
        }
        recordVisualStudioResults()
        return results.report(source: evidencePath, unattributedIssues: unattributed)
    }

    // MARK: - XMLParserDelegate

    package func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if depth == 0 { sawRoot = Self.roots.contains(element) }
        depth += 1
        switch element {
        case "testsuite":
            suiteStack.append(attributes["name"] ?? "")
        case "testcase":
            startJUnitCase(attributes, line: parser.lineNumber)
        case "test-case", "test":
            // NUnit's `<test-case>` (fullname, or a full name as its name) and xUnit's `<test>`.
            startDotNetCase(element, attributes, line: parser.lineNumber)
        case "message", "stack-trace":
            guard current?.pendingIssue != nil else { return }
            failurePart = element
        case "failure", "error":
            guard current != nil else { return }
            current?.status = .failed
            current?.pendingIssue = (attributes["message"], attributes["type"], parser.lineNumber)
            text = ""
            (failureMessage, failureTrace) = ("", "")
            collectingText = true
        case "property":
            // `<property name="attachment" value="path"/>` in a test case's properties (Jenkins' and
            // GitLab's convention; fastlane's and others' writers use it for screenshots).
            guard current != nil, attributes["name"]?.lowercased() == "attachment", let value = attributes["value"] else { return }
            current?.attach(value)
        case "system-out", "system-err":
            guard current != nil else { return }
            collectingOutput = true
            outputTail = ""
        case "skipped":
            skip(attributes, line: parser.lineNumber)
        default:
            startVisualStudioElement(element, attributes, line: parser.lineNumber)
        }
    }

    /// JUnit's `<testcase>`: named by `classname` and `name` (`Session-level issues` is xcresultparser's
    /// suite for issues of no test; Bazel's own `test.xml`, written when the test runner wrote none, has
    /// one case named as its suite, the target's path — `ios/Modules/Sync/SyncTests`, `exited with error
    /// code 15` —: the target's end, not a test's, whose tests another source names).
    private func startJUnitCase(_ attributes: [String: String], line: Int) {
        let name = attributes["name"] ?? ""
        let suite = suiteStack.last ?? ""
        let isBazelTarget = attributes["classname"] == nil && name == suite && name.contains("/") && !name.contains(" ")
        let isSessionLevel = suite == "Session-level issues" || isBazelTarget
        current = OpenCase(
            id: isSessionLevel ? nil : Self.maestroFlow(attributes, suite: suite) ?? Self.identifier(classname: attributes["classname"], name: name, suite: suite),
            displayName: name, duration: attributes["time"].flatMap(Double.init),
            evidence: EvidencePointer(path: evidencePath, line: line, excerpt: "<testcase name=\"\(name)\">"),
            isSessionLevel: isSessionLevel)
    }

    /// `<skipped message="…"/>`: the test skipped, unless it also failed.
    private func skip(_ attributes: [String: String], line: Int) {
        guard current != nil else { return }
        if current?.status != .failed { current?.status = .skipped }
        if let message = attributes["message"], !message.isEmpty {
            current?.issues.append(TestIssue(message: "Test skipped: \(message)", evidence: EvidencePointer(path: evidencePath, line: line)))
        }
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collectingOutput { readAttachmentMarkers(string) }
        guard collectingText, text.utf8.count < Self.maximumMessageLength else { return }
        text += string
        collectPart(string)
    }

    private func collectPart(_ piece: String) {
        switch failurePart {
        case "message"?: failureMessage += piece
        case "stack-trace"?: failureTrace += piece
        default: break
        }
    }

    package func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if collectingOutput { readAttachmentMarkers(String(decoding: block, as: UTF8.self)) }
        guard collectingText, text.utf8.count < Self.maximumMessageLength else { return }
        let piece = String(decoding: block, as: UTF8.self)
        text += piece
        collectPart(piece)
    }

    package func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        switch element {
        case "testsuite":
            _ = suiteStack.popLast()
        case "system-out", "system-err":
            collectingOutput = false
            outputTail = ""
        case "message", "stack-trace":
            failurePart = nil
        case "failure", "error":
            collectingText = false
            guard let pending = current?.pendingIssue else { return }
            current?.pendingIssue = nil
            if !failureMessage.isEmpty || !failureTrace.isEmpty {
                addDotNetIssue(line: pending.line)
                return
            }
            let body = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let attribute = pending.message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            // xcresultparser puts a category in `message` and the real text in the body; xcpretty and
            // trainer put the text in `message` and only `File.swift:31` in the body.
            // .NET and JVM loggers put the message in `message` and the stack trace in the body.
            let bodyIsOnlyPlace = !body.isEmpty && !attribute.isEmpty && (JUnitFailureText.isPlace(body) || JUnitFailureText.isStackTrace(body))
            let raw = body.isEmpty || bodyIsOnlyPlace ? attribute : body
            // `File.swift:7` then an exception's backtrace: the place is the first line's.
            var (message, location) = JUnitFailureText.split(raw.isEmpty ? "Failed (no message in the JUnit file)" : raw)
            if bodyIsOnlyPlace, location == nil {
                location = JUnitFailureText.place(body) ?? body.split(whereSeparator: \.isNewline).first.flatMap { JUnitFailureText.place(String($0)) }
                    ?? JUnitFailureText.traceFrame(body)
            }
            // pytest's traceback (`tests/test_push.py:43: in test_push_refreshes`), a JVM trace's frame of the test's own method.
            if location == nil { location = JUnitFailureText.pytestPlace(body) ?? current?.id.flatMap { JUnitFailureText.jvmFrame(body, of: $0) } }
            current?.issues.append(TestIssue(message: message, location: location, evidence: EvidencePointer(path: evidencePath, line: pending.line, excerpt: String(raw.prefix(300)))))
        case "testcase", "test-case", "test":
            guard let open = current else { return }
            current = nil
            if open.isSessionLevel || open.id == nil {
                unattributed += open.issues.isEmpty && open.status == .failed
                    ? [TestIssue(message: open.displayName, evidence: open.evidence)] : open.issues
                return
            }
            if let id = open.id {
                results.record(id, open.status, duration: open.duration, issues: open.issues, evidence: open.evidence)
                // Listed for failed tests: the report names them with the failure.
                if open.status == .failed { results.addAttachments(open.attachments, to: id) }
            }
        default:
            endVisualStudioElement(element)
        }
    }

    /// Reads `[[ATTACHMENT|path]]` markers from a piece of output as the parser delivers it: a
    /// marker split between pieces is completed by the next, and no more than a marker's worth of
    /// text is kept between them.
    private func readAttachmentMarkers(_ piece: String) {
        outputTail += piece
        while let start = outputTail.range(of: Self.attachmentMarker) {
            guard let end = outputTail[start.upperBound...].range(of: "]]") else {
                // The rest of the marker is still to come; a path longer than any file's is dropped.
                let pending = outputTail[start.lowerBound...]
                outputTail = pending.utf8.count > 4096 ? "" : String(pending)
                return
            }
            current?.attach(String(outputTail[start.upperBound..<end.lowerBound]))
            outputTail = String(outputTail[end.upperBound...])
        }
        // Only what could begin a marker is kept.
        outputTail = String(outputTail.suffix(Self.attachmentMarker.count - 1))
    }

    // MARK: - .NET result files

    /// A `.trx`'s elements: a result, its failure's `<ErrorInfo>` (`<Message>`, `<StackTrace>`), a
    /// definition (`<UnitTest>`) and its `<TestMethod>`'s class.
    private func startVisualStudioElement(_ element: String, _ attributes: [String: String], line: Int) {
        switch element {
        case "UnitTestResult":
            guard current == nil else {
                visualStudioInnerResults += 1
                return
            }
            startVisualStudioResult(attributes, line: line)
        case "ErrorInfo":
            guard current != nil else { return }
            current?.pendingIssue = (nil, nil, line)
            (text, failureMessage, failureTrace) = ("", "", "")
            collectingText = true
        case "Message", "StackTrace":
            guard current?.pendingIssue != nil else { return }
            failurePart = element == "Message" ? "message" : "stack-trace"
        case "UnitTest":
            visualStudioDefinition = attributes["id"]
        case "TestMethod":
            // (An old MSTest's class is assembly-qualified: `X.Tests.UnitTest1, X.Tests, Version=1.0.0.0, …`.)
            if let id = visualStudioDefinition, let className = attributes["className"]?.split(separator: ",").first, let method = attributes["name"] {
                visualStudioMethods[id] = className.trimmingCharacters(in: .whitespaces) + "." + method
            }
        default:
            break
        }
    }

    private func endVisualStudioElement(_ element: String) {
        switch element {
        case "Message", "StackTrace":
            failurePart = nil
        case "ErrorInfo":
            collectingText = false
            guard let pending = current?.pendingIssue else { return }
            current?.pendingIssue = nil
            addDotNetIssue(line: pending.line)
        case "UnitTestResult":
            guard visualStudioInnerResults == 0 else {
                visualStudioInnerResults -= 1
                return
            }
            guard let open = current else { return }
            current = nil
            visualStudioResults.append((visualStudioTestId, open))
        case "UnitTest":
            visualStudioDefinition = nil
        default:
            break
        }
    }

    /// A `.trx`'s `<UnitTestResult>`: its test's name (a method's, or xUnit's full name), its
    /// `outcome` and `duration` (`00:00:00.0410000`); its class is read from the definitions after it.
    private func startVisualStudioResult(_ attributes: [String: String], line: Int) {
        let name = attributes["testName"] ?? ""
        let outcome = (attributes["outcome"] ?? "").lowercased()
        let status: TestStatus = ["failed", "error", "timeout", "aborted"].contains(outcome) ? .failed
            : ["notexecuted", "inconclusive", "notrunnable", "disconnected", "warning"].contains(outcome) ? .skipped : .passed
        visualStudioTestId = attributes["testId"] ?? ""
        current = OpenCase(
            id: nil, displayName: name,
            duration: attributes["duration"].flatMap(Self.timeSpanSeconds), status: status,
            evidence: EvidencePointer(path: evidencePath, line: line, excerpt: "<UnitTestResult testName=\"\(name)\" outcome=\"\(attributes["outcome"] ?? "")\">"),
            isSessionLevel: false)
    }

    /// The `.trx`'s results, in their order, each named by its definition's class and method (the
    /// result's own name, when the file defines none).
    private func recordVisualStudioResults() {
        for (testId, open) in visualStudioResults {
            let name = open.displayName
            let full = visualStudioMethods[testId].map { Self.visualStudioName(result: name, definition: $0) } ?? name
            guard let id = DotNetTestName.identifier(full) else {
                unattributed += open.status == .failed && open.issues.isEmpty ? [TestIssue(message: name, evidence: open.evidence)] : open.issues
                continue
            }
            results.record(id, open.status, duration: open.duration, issues: open.issues, evidence: open.evidence)
        }
        visualStudioResults = []
    }

    /// A `.trx` result's full name from its definition's `Class.Method`: NUnit and MSTest name a result
    /// by its method and its arguments (`Parses(input: "1.5")`, MSTest's data row `Parses (2)`), xUnit by
    /// its full name; a display name (`Sync updates the label.`) is the definition's method.
    static func visualStudioName(result name: String, definition: String) -> String {
        let method = definition.split(separator: ".").last.map(String.init) ?? definition
        let className = String(definition.dropLast(method.count))
        if name.hasPrefix(method), name.dropFirst(method.count).first.map({ $0 == "(" || $0 == " " }) ?? true {
            let arguments = name.dropFirst(method.count).drop { $0 == " " }
            return className + method + arguments
        }
        if name.hasPrefix(className), name.count > className.count, DotNetTestName.identifier(name) != nil { return name }
        return definition
    }

    /// `00:00:00.0410000` (hours, minutes, seconds): seconds.
    static func timeSpanSeconds(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        guard parts.count == 3, let hours = Double(parts[0]), let minutes = Double(parts[1]), let seconds = Double(parts[2]) else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// A test of NUnit's or xUnit's file: its full name (NUnit 3's `fullname`; NUnit 2 and xUnit name
    /// it in full), its result (`Failed`/`Failure`/`Error`, xUnit's `Fail`; skipped, ignored or not
    /// run), its time (`duration` or `time`).
    private func startDotNetCase(_ element: String, _ attributes: [String: String], line: Int) {
        // xUnit v1's `<test>` inside a `<class>` names itself the same way; JUnit has no such elements.
        let name = attributes["fullname"] ?? attributes["name"] ?? ""
        let result = (attributes["result"] ?? "").lowercased()
        var status = TestStatus.passed
        if ["failed", "failure", "error", "fail"].contains(result) || attributes["success"] == "False" && attributes["executed"] != "False" {
            status = .failed
        } else if ["skipped", "ignored", "notrunnable", "inconclusive", "skip", "notrun"].contains(result) || attributes["executed"] == "False" {
            status = .skipped
        }
        current = OpenCase(
            id: DotNetTestName.identifier(name), displayName: name,
            duration: (attributes["duration"] ?? attributes["time"]).flatMap(Double.init), status: status,
            evidence: EvidencePointer(path: evidencePath, line: line, excerpt: "<\(element) name=\"\(attributes["name"] ?? name)\">"),
            isSessionLevel: false)
    }

    /// A failure whose text NUnit or xUnit put in `<message>` and `<stack-trace>`: the message, placed
    /// at the first frame of the trace that names a file and line (the test's own, as runners print it).
    private func addDotNetIssue(line: Int) {
        let message = failureMessage.trimmingCharacters(in: .whitespacesAndNewlines)
        let location = failureTrace.split(whereSeparator: \.isNewline).lazy.compactMap { DotNetTestName.frameLocation($0) }.first
        let shown = message.isEmpty ? "Failed (no message in the result file)" : message
        current?.issues.append(TestIssue(message: shown, location: location, evidence: EvidencePointer(path: evidencePath, line: line, excerpt: String(shown.prefix(300)))))
    }

    // MARK: - Names

    /// Maestro's case: its flow's file as `id` and `classname`, a `status`, and as `name` the flow's own
    /// (`name:` in its config, else the file's): the suite is the `<testsuite>`'s (`Test Suite`, or the
    /// name the run gave it), the test the flow's name.
    static func maestroFlow(_ attributes: [String: String], suite: String) -> TestIdentifier? {
        guard let id = attributes["id"], !id.isEmpty, attributes["classname"] == id, attributes["status"] != nil,
              let name = attributes["name"], !name.isEmpty, !suite.isEmpty else { return nil }
        return TestIdentifier(module: nil, suite: suite, name: name)
    }

    /// `classname` is `Module.Class` (xcbeautify on macOS), `Class` (xcbeautify on Linux, xcpretty,
    /// trainer) or missing; a suite named `Bundle.xctest` (xcresultparser) names the module.
    static func identifier(classname: String?, name rawName: String, suite: String) -> TestIdentifier? {
        // xcbeautify's report of Swift Testing's tests: `classname="SwiftTesting"`, no suite known, and a
        // parameterised test named with its count of cases.
        if classname == "SwiftTesting" {
            let name = SwiftTestingCaseCount.withoutCount(rawName)
            return name.isEmpty ? nil : TestIdentifier(module: nil, suite: "", name: name)
        }
        let packaged = classname.flatMap(packageAndClass)
        let name = packaged != nil ? withoutKotlinTarget(rawName) : rawName
        guard !name.isEmpty else { return nil }
        let bundleModule = suite.hasSuffix(".xctest") ? String(suite.dropLast(7)) : nil
        guard let classname, !classname.isEmpty else {
            return TestIdentifier(module: nil, suite: bundleModule ?? suite, name: name)
        }
        // JavaScript runners' reporters name a device or browser and the `describe` title in classname:
        // WebdriverIO's `iphone_15.17_5.Push_notifications` under `<testsuite name="Push notifications">`,
        // Karma's `NativeScript / 17.5 (17.5; iPhone).app start` under `<testsuite name="NativeScript / 17.5 (17.5; iPhone)">`;
        // the title is the suite (and Karma repeats it before the test's own name).
        // jest-junit's default (`classname` and `name` both the describe titles and the test's, under
        // `<testsuite name="Store check-in">`) and Maestro's (`classname` and `name` the flow's, under
        // `<testsuite name="Test Suite">`): the suite is the `<testsuite>`'s.
        if classname == name, !suite.isEmpty, !name.contains(".") || name.contains(" ") {
            return TestIdentifier(module: nil, suite: suite, name: droppingTitle(suite, from: name))
        }
        let underscored = suite.replacingOccurrences(of: " ", with: "_")
        if !suite.isEmpty, let head = [suite, underscored].lazy.compactMap({ classname.hasSuffix("." + $0) ? classname.dropLast($0.count + 1) : nil }).first {
            return TestIdentifier(module: moduleName(head), suite: suite, name: droppingTitle(suite, from: name))
        }
        // (karma-junit-reporter writes the browser's name with its blanks as underscores: `Chrome_Headless_131…_(Mac_OS_10.15.7).DoseFormatter`.)
        if !suite.isEmpty, let head = [suite, underscored].first(where: { classname.hasPrefix($0 + ".") && classname.count > $0.count + 1 }) {
            let title = String(classname.dropFirst(head.count + 1))
            return TestIdentifier(module: moduleName(suite[...]), suite: title, name: droppingTitle(title, from: name))
        }
        // Vitest's: `classname` the file, `name` the `describe` titles and the test's joined by ` > `
        // (`nextReminder > keeps the UTC hour`): the titles are the suite, as Jest's are.
        if JestOutputReader.jsExtensions.contains(where: classname.hasSuffix), name.contains(" > ") {
            let titles = name.components(separatedBy: " > ")
            if let test = titles.last, !test.isEmpty, titles.count > 1 {
                return TestIdentifier(module: nil, suite: titles.dropLast().joined(separator: " › "), name: test)
            }
        }
        // Kotlin's and Java's `com.example.sync.SyncRunnerTest`: the package, then the class.
        if let (package, type) = packaged { return TestIdentifier(module: package, suite: type, name: name) }
        // A .NET namespace (`Puddlejump.Tests.DailyRewardRefreshTests`, NUnit's and Unity's): the namespace,
        // then the class, as NUnit's own XML names the same test (`DotNetTestName`).
        let parts = classname.split(separator: ".", omittingEmptySubsequences: false)
        // (Not an XCTest method's or a Swift Testing function's: `AppTests.SyncTests.Refresh` is a Swift type nested in a suite.)
        let swiftShaped = name.hasPrefix("test") || name.hasSuffix(")")
        if !swiftShaped, parts.count >= 3, parts.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy(\.isNamePart) }) {
            return TestIdentifier(module: parts.dropLast().joined(separator: "."), suite: String(parts[parts.count - 1]), name: name)
        }
        // A `describe` title with blanks (`iOS Info.plist`): its dots are words', not a module's.
        if classname.contains(" ") { return TestIdentifier(module: nil, suite: classname, name: name) }
        if let dot = classname.firstIndex(of: "."), dot > classname.startIndex, classname.index(after: dot) < classname.endIndex {
            return TestIdentifier(module: String(classname[..<dot]), suite: String(classname[classname.index(after: dot)...]), name: name)
        }
        return TestIdentifier(module: bundleModule, suite: classname, name: name)
    }

    /// `com.example.sync.SyncRunnerTest` (a lowercase package of two parts or more, then a type): both.
    static func packageAndClass(_ classname: String) -> (String, String)? {
        let parts = classname.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let type = parts.last, type.first?.isUppercase == true,
              parts.dropLast().allSatisfy({ $0.first?.isLowercase == true && $0.allSatisfy(\.isNamePart) })
        else { return nil }
        return (parts.dropLast().joined(separator: "."), String(type))
    }

    /// Kotlin/Native's test tasks name the target after the test (`mergesCursor[iosSimulatorArm64]`): an
    /// iOS target's is the test a log names without it. Only those exact names, of a Kotlin class: another
    /// target's result (`[jvm]`) is another test, and a parameterised name (`decodes[json]`) is its own.
    static func withoutKotlinTarget(_ name: String) -> String {
        guard name.hasSuffix("]"), let open = name.lastIndex(of: "["), open > name.startIndex else { return name }
        let target = name[name.index(after: open)..<name.index(before: name.endIndex)]
        return kotlinIOSTargets.contains(String(target)) ? String(name[..<open]) : name
    }

    static let kotlinIOSTargets: Set<String> = ["iosX64", "iosArm64", "iosSimulatorArm64"]

    /// A module's name (`AppTests`); a device's or browser's (`iphone_15.17_5`, `NativeScript / 17.5 (17.5;
    /// iPhone)`) is where the test ran, not what it is, and would make `Module.Suite/name` unreadable.
    private static func moduleName(_ head: Substring) -> String? {
        guard let first = head.first, first.isLetter || first == "_", head.allSatisfy(\.isNamePart) else { return nil }
        return String(head)
    }

    /// `app start launches into the round list` under the title `app start`: `launches into the round list`.
    private static func droppingTitle(_ title: String, from name: String) -> String {
        name.count > title.count + 1 && name.hasPrefix(title + " ") ? String(name.dropFirst(title.count + 1)) : name
    }
}

/// Finds the source location JUnit writers put into failure text:
/// `PATH:LINE - message` (xcbeautify), `message (PATH#EndingLineNumber=18&StartingLineNumber=18)`
/// (trainer), `message (File.swift:15)` (xcresultparser), `File.swift:13:6: message` (a Swift Testing issue's).
enum JUnitFailureText {
    static func split(_ text: String) -> (message: String, location: SourceLocation?) {
        if let dash = text.range(of: " - "), let location = fileLine(text[..<dash.lowerBound]) {
            return (String(text[dash.upperBound...]), location)
        }
        // `File.swift:13:6: Caught error: …`: a Swift Testing issue's place before its message (xcbeautify's JUnit;
        // the path may hold blanks, `/Users/ci/My App/…`).
        if let swift = text.range(of: ".swift:"), !text[..<swift.lowerBound].contains(": ") {
            let numbers = text[swift.upperBound...].prefix { $0.isNumber || $0 == ":" }
            if text[numbers.endIndex...].hasPrefix(" "), numbers.hasSuffix(":"), let location = fileLine(text[..<text.index(before: numbers.endIndex)]) {
                return (String(text[text.index(after: numbers.endIndex)...]), location)
            }
        }
        if text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) {
            let inside = text[open.upperBound..<text.index(before: text.endIndex)]
            if let hash = inside.range(of: "#"), let start = inside.range(of: "StartingLineNumber=") {
                let digits = inside[start.upperBound...].prefix { $0.isNumber }
                if let line = Int(digits) {
                    return (String(text[..<open.lowerBound]), SourceLocation(file: String(inside[..<hash.lowerBound]), line: line))
                }
            }
            if let location = fileLine(inside) {
                return (String(text[..<open.lowerBound]), location)
            }
        }
        return (text, nil)
    }

    /// A stack trace and nothing else: every line a frame (`   at Type.Method() in /path/File.cs:line 10`,
    /// `at com.example.Test.method(Test.java:12)`) or a trace's own separator line.
    /// Also an exception's backtrace as Foundation prints it (`(`, `0   CoreFoundation   __exceptionPreprocess`,
    /// …, `)`), after the place the writer gave (`File.swift:7`).
    static func isStackTrace(_ text: String) -> Bool {
        var lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }[...]
        if let first = lines.first, place(first) != nil, lines.count > 1 { lines = lines.dropFirst() }
        guard let first = lines.first else { return false }
        if first.hasPrefix("at ") {
            return lines.allSatisfy { $0.hasPrefix("at ") || $0.hasPrefix("---") || $0.hasPrefix("(") || $0.hasPrefix("...") }
        }
        // Foundation's: a parenthesised list of numbered frames.
        return first == "(" && lines.last == ")" && lines.count > 2
            && lines.dropFirst().dropLast().allSatisfy { frame in frame.first?.isNumber == true && frame.drop(while: \.isNumber).first?.isWhitespace == true }
    }

    /// pytest's first traceback entry outside installed packages, the test function's own line:
    /// `tests/test_push.py:43: in test_push_refreshes` (`--tb=short`), or `tests/test_push.py:43: `
    /// alone or followed by the exception's name (the default, long form, which prints the entry after
    /// the test's code).
    static func pytestPlace(_ text: String) -> SourceLocation? {
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix(" ") && !line.hasPrefix("E ") {
            guard let py = line.range(of: ".py:") else { continue }
            let digits = line[py.upperBound...].prefix { $0.isNumber }
            guard !digits.isEmpty, line[py.upperBound...].dropFirst(digits.count).first == ":" else { continue }
            let file = String(line[..<py.lowerBound]) + ".py"
            guard !file.contains(" "), !["site-packages/", "/.venv/", ".venv/", "/lib/python"].contains(where: file.contains), let number = Int(digits) else { continue }
            return SourceLocation(file: file, line: number)
        }
        return nil
    }

    /// The frame of a JVM trace in the test's own method (`at com.x.UploadQueueTest.uploads(UploadQueueTest.java:59)`):
    /// its file and line.
    static func jvmFrame(_ text: String, of test: TestIdentifier) -> SourceLocation? {
        for line in text.split(whereSeparator: \.isNewline) {
            let frame = line.drop { $0 == " " || $0 == "\t" }
            guard frame.hasPrefix("at "), frame.contains(".\(test.suite).\(test.name)(") || frame.dropFirst(3).hasPrefix("\(test.suite).\(test.name)(") else { continue }
            if let location = SurefireOutputReader.framePlace(frame) { return location }
        }
        return nil
    }

    /// The first frame of a trace that names a file and line (`in /path/File.cs:line 10`).
    static func traceFrame(_ text: String) -> SourceLocation? {
        for line in text.split(whereSeparator: \.isNewline) {
            guard let found = line.range(of: " in ", options: .backwards) else { continue }
            if let location = DotNetTestName.lineMarkedPlace(line[found.upperBound...]) { return location }
        }
        return nil
    }

    /// The text is nothing but `path/File.swift:31`.
    static func isPlace(_ text: String) -> Bool { place(text) != nil }

    static func place(_ text: String) -> SourceLocation? {
        guard !text.contains(" "), let location = fileLine(Substring(text)) else { return nil }
        return location
    }

    /// `path:line`, or `path:line:column` as JavaScript's, Kotlin's and Swift's own traces give a place
    /// (`at Object.<anonymous> (/e2e/sync.e2e.js:33:100)`): the column is dropped, not read as the line.
    static func fileLine(_ text: Substring) -> SourceLocation? {
        guard var colon = text.lastIndex(of: ":"), colon > text.startIndex, !text.contains(" - "),
              var line = Int(text[text.index(after: colon)...]), !text[..<colon].contains("\n")
        else { return nil }
        if let before = text[..<colon].lastIndex(of: ":"), before > text.startIndex, let first = Int(text[text.index(after: before)..<colon]) {
            (colon, line) = (before, first)
        }
        return SourceLocation(file: String(text[..<colon]), line: line)
    }
}
