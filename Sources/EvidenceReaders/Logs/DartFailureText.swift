import EvidenceCore

/// A failure as package:test and Flutter print it, read a line at a time: the message (the error's
/// first lines, or what a Flutter exception report says was thrown), the test's own frame (a terse
/// `test/sync_test.dart 42:5  main.<fn>` or a VM `#4  main.<anonymous closure> (file:///…:42:5)`,
/// or better the line `This was caught by the test expectation on the following line:` names), and the
/// test's own name (`The test description was:`), which a report may wrap over lines.
struct DartFailureText {
    private enum State { case message, thrown, caughtAt, testName, stack }

    var message: String?
    private(set) var location: SourceLocation?
    private(set) var testName: String?
    /// What the report says was thrown (`The following ArgumentError was thrown running a test:`), its first such line.
    private(set) var thrown: String?
    /// `Test failed. See exception logs above.`: the message is the Flutter report's.
    private(set) var refersToReport = false
    private var state = State.message
    private var messageLines = 0
    private var caughtAt = false
    private var sawFrame = false
    private var afterBlank = false

    static let maximumMessageLines = 12

    mutating func read(_ line: Substring) {
        let text = line.drop { $0 == " " }
        if readHeading(text) { return }
        switch state {
        case .testName:
            // (Bounded: a report never closed must not grow a name line by line.)
            if !text.isEmpty, (testName?.utf8.count ?? 0) < 1_000 { testName = testName.map { $0 + " " + text } ?? String(text) }
        case .caughtAt:
            if let place = Self.caughtLine(text) { location = place; caughtAt = true }
            state = .stack
        case .thrown:
            guard !text.isEmpty else { return }
            message = nil
            messageLines = 0
            state = .message
            addMessageLine(line)
        case .message, .stack:
            if let frame = Self.frame(text) {
                if !caughtAt, location == nil { location = frame }
                (state, sawFrame) = (.stack, true)
            } else if Self.isAnyFrame(text) {
                (state, sawFrame) = (.stack, true)  // a package's or the SDK's frame: the stack has begun
            } else if state == .message, !text.isEmpty, !text.hasPrefix("<asynchronous suspension>") {
                if afterBlank, !sawFrame { message = nil; messageLines = 0 }  // what the test printed came first; the error follows
                afterBlank = false
                addMessageLine(line)
            } else if text.isEmpty, message != nil {
                afterBlank = true
            }
        }
    }

    /// The lines that say what the next ones are (or, Flutter's pointer to its report, where the message is).
    private mutating func readHeading(_ text: Substring) -> Bool {
        if text == "Test failed. See exception logs above." {
            refersToReport = true
        } else if text.hasPrefix("The test description was: ") {
            testName = String(text.dropFirst("The test description was: ".count))
        } else if text == "The test description was:" {
            (state, testName) = (.testName, nil)
        } else if text.hasPrefix("The following "), text.hasSuffix(":"), text.contains(" was thrown ") {
            thrown = thrown ?? String(text)
            state = .thrown
        } else if text.hasPrefix("When the exception was thrown") {
            state = .stack
        } else if text == "This was caught by the test expectation on the following line:" {
            state = .caughtAt
        } else {
            return false
        }
        return true
    }

    /// A Flutter report read for this test: its message and place win.
    mutating func adopt(_ report: DartFailureText) {
        message = report.message ?? message
        location = report.location ?? location
        testName = testName ?? report.testName
        refersToReport = false
    }

    private mutating func addMessageLine(_ line: Substring) {
        guard messageLines < Self.maximumMessageLines else { return }
        let kept = message == nil ? String(line.drop { $0 == " " }) : String(line)
        message = message.map { $0 + "\n" + kept } ?? kept
        messageLines += 1
    }

    /// `file:///ci/app/test/sync_test.dart line 206`.
    static func caughtLine(_ text: Substring) -> SourceLocation? {
        guard let space = text.range(of: " line ", options: .backwards), let line = Int(text[space.upperBound...]) else { return nil }
        return ownFile(text[..<space.lowerBound]).map { SourceLocation(file: $0, line: line) }
    }

    /// The app's own frame on a log line, its indentation aside (a stack under an XCTest failure's message).
    static func frame(onLine line: some StringProtocol) -> SourceLocation? {
        frame(Substring(line).drop { $0 == " " || $0 == "\t" })
    }

    /// A stack frame in the test's own code: terse `test/sync_test.dart 42:5  main.<fn>`, or VM
    /// `#4      main.<anonymous closure> (file:///ci/app/test/sync_test.dart:42:5)`; nil for a frame in
    /// a package or the SDK, or a line that is no frame.
    static func frame(_ text: Substring) -> SourceLocation? {
        if text.hasPrefix("#") {
            guard text.dropFirst().first?.isNumber == true, text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
            let place = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            return ownFile(place.dropLast(2).joined(separator: ":")[...]).map { SourceLocation(file: $0, line: line, column: column) }
        }
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasSuffix(".dart") else { return nil }
        let numbers = parts[1].split(separator: ":")
        guard numbers.count == 2, let line = Int(numbers[0]), let column = Int(numbers[1]) else { return nil }
        return ownFile(parts[0]).map { SourceLocation(file: $0, line: line, column: column) }
    }

    /// A frame of any code, the app's or not (`package:flutter/src/services/platform_channel.dart 370:18  …`,
    /// `#0  …`, `dart:async  …`), or the stack's `===== asynchronous gap ===` marker.
    static func isAnyFrame(_ text: Substring) -> Bool {
        if text.hasPrefix("#"), text.dropFirst().first?.isNumber == true { return true }
        if text.hasPrefix("=====") { return true }
        guard let first = text.split(separator: " ", maxSplits: 1).first else { return false }
        return first.hasPrefix("package:") || first.hasPrefix("dart:") || first.hasSuffix(".dart")
    }

    /// The path of a file of the app's own, not a package's or the SDK's.
    private static func ownFile(_ uri: Substring) -> String? {
        guard !uri.hasPrefix("package:"), !uri.hasPrefix("dart:"), uri.hasSuffix(".dart") else { return nil }
        return uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : String(uri)
    }
}
