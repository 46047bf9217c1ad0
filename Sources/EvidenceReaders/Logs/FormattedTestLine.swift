import EvidenceCore

/// A test's line as xcbeautify or xcpretty print it: their rendering of `xcodebuild test`, not the
/// raw log. Four blanks, a status symbol, the test's name (no suite, no module) and what the raw line
/// said; a failure keeps its message but not its file and line.
///
///     ✔ testExample (0.001 seconds)                               passed (xcpretty: ✓)
///     ✔ [AppTests] testExample on 'iPhone 16' (0.100 seconds)     a parallel clone's result
///     ✖ testExample, XCTAssertEqual failed: ("1") is not equal …  a failure (xcpretty: ✗)
///     ✖ /path/AppUITests.swift:12, Failed to tap "Refresh"       a UI test's failure: file:line, no name
///     ✖ example() (0.002 seconds) 1 issue(s)                      a Swift Testing test failed
///     ✖ Restarting after unexpected exit, crash, or test timeout in …
///     ⚠️  Test example() recorded an issue at File.swift:5:9: …    a Swift Testing issue (also `[!]`)
///     ⊘ testExample (0.001 seconds), ⊘ example() skipped          skipped (xcpretty: ⧖ … [PENDING])
struct FormattedTestLine {
    enum Formatter: String, Sendable {
        case xcbeautify, xcpretty
    }

    enum Event: Equatable {
        case passed, failed, skipped
        /// A failure message of a test that is still running (its result line comes later or never).
        case failure(message: String, location: SourceLocation?)
        /// A line of the raw log the formatter kept, from `textStart` on (a restart, a Swift Testing
        /// issue): the reader's own patterns read it.
        case raw(textStart: Int)
    }

    let formatter: Formatter
    let event: Event
    /// Empty for a UI test's failure, which names the file and not the test.
    let name: String
    let suite: String?
    let duration: Double?
    /// The parallel clone or device a result names (`on 'Clone 1 of iPhone 16 - …'`): a suite
    /// xcbeautify started on it holds the result when the line names none.
    var device: String? = nil

    private enum Symbol { case pass, fail, skip, warning }

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard start >= 2, start + 5 < line.count else { return nil }
        guard let (symbol, formatter, symbolEnd) = Self.symbol(line, at: start), symbolEnd < line.count, line[symbolEnd] == 0x20 else { return nil }
        self.formatter = formatter
        let text = line.skippingBlanks(from: symbolEnd)
        // Swift Testing's own words under a formatter's symbol (`✔ Test "Name" passed after …`,
        // `✖ Test f() recorded an issue at …`): the Swift Testing reader reads them by their words.
        if line.hasPrefix(SwiftTestingLine.test, at: text) {
            (event, name, suite, duration) = (.raw(textStart: text), "", nil, nil)
            return
        }
        switch symbol {
        case .warning:
            return nil
        case .pass:
            guard let result = Self.result(line, from: text) else { return nil }
            (event, name, suite, duration, device) = (.passed, result.name, result.suite, result.duration, result.device)
        case .skip:
            guard let result = Self.result(line, from: text) ?? Self.skipped(line, from: text) else { return nil }
            (event, name, suite, duration, device) = (.skipped, result.name, result.suite, result.duration, result.device)
        case .fail:
            guard let (event, name, suite, duration, device) = Self.failure(line, from: text) else { return nil }
            (self.event, self.name, self.suite, self.duration, self.device) = (event, name, suite, duration, device)
        }
    }

    /// The status symbol at `start` (three bytes of UTF-8, all in U+2000–U+2FFF, or `[!]`), who prints
    /// it, and the index after it (after a variation selector too).
    private static func symbol(_ line: LogLine, at start: Int) -> (Symbol, Formatter, Int)? {
        if line.hasPrefix(asciiWarning, at: start) { return (.warning, .xcbeautify, start + 3) }
        guard line[start] == 0xE2 else { return nil }
        let end = start + 3
        switch (line[start + 1], line[start + 2]) {
        case (0x9C, 0x94): return (.pass, .xcbeautify, end)  // ✔
        case (0x9C, 0x93): return (.pass, .xcpretty, end)  // ✓
        case (0x9C, 0x96): return (.fail, .xcbeautify, end)  // ✖
        case (0x9C, 0x97): return (.fail, .xcpretty, end)  // ✗
        case (0x8A, 0x98): return (.skip, .xcbeautify, end)  // ⊘
        case (0xA7, 0x96): return (.skip, .xcpretty, end)  // ⧖
        case (0x9A, 0xA0):  // ⚠ and its emoji selector
            return (.warning, .xcbeautify, line.hasPrefix(variationSelector, at: end) ? end + 3 : end)
        default: return nil
        }
    }

    static let asciiWarning = [UInt8](ascii: "[!]")
    static let variationSelector: [UInt8] = [0xEF, 0xB8, 0x8F]
    static let seconds = [UInt8](ascii: " seconds)")
    static let onDevice = [UInt8](ascii: " on '")
    static let commaSpace = [UInt8](ascii: ", ")
    static let issues = [UInt8](ascii: " issue")
    static let restarting = [UInt8](ascii: "Restarting after ")
    static let pending = [UInt8](ascii: " [PENDING]")
    static let skippedWord = [UInt8](ascii: " skipped")

    /// `NAME (0.001 seconds)`, `[Suite] NAME on 'device' (0.1 seconds)`, and a Swift Testing failure's
    /// `NAME (0.002 seconds) 1 issue(s)`: the name, the suite when printed, and the time.
    private static func result(_ line: LogLine, from start: Int) -> (name: String, suite: String?, duration: Double?, device: String?)? {
        guard let secondsAt = line.firstIndex(of: seconds, from: start) else { return nil }
        let tail = secondsAt + seconds.count
        // Nothing after the time but a Swift Testing failure's issue count.
        guard tail == line.count || (line[tail] == 0x20 && line.firstIndex(of: issues, from: tail) != nil) else { return nil }
        guard let open = line.lastIndex(of: UInt8(ascii: "("), before: secondsAt), open > start + 1, line[open - 1] == 0x20 else { return nil }
        var nameStart = start
        var suite: String?
        if line[start] == UInt8(ascii: "["), let close = line.firstIndex(of: UInt8(ascii: "]"), from: start), close < open, line[close + 1] == 0x20 {
            suite = line.text((start + 1)..<close)
            nameStart = close + 2
        }
        let device = line.firstIndex(of: onDevice, from: nameStart)
        let nameEnd = device.map { min($0, open - 1) } ?? open - 1
        guard nameEnd > nameStart else { return nil }
        // `on '<device>' (`: the device's name between the quotes.
        let deviceName = device.flatMap { at in
            at + onDevice.count < open - 2 && line[open - 2] == UInt8(ascii: "'") ? line.text((at + onDevice.count)..<(open - 2)) : nil
        }
        let name = line.text(nameStart..<nameEnd)
        // A summary's `✖ TrailRefreshTests.refreshCancellation() (0.471 seconds)` names the suite before the test.
        if suite == nil, let qualified = qualifiedName(name) { return (qualified.name, qualified.suite, SecondsText.parse(line, from: open + 1), deviceName) }
        return (name, suite, SecondsText.parse(line, from: open + 1), deviceName)
    }

    /// `Suite.test()` (a type's name, a dot, a function): the suite and the test. Not a display name
    /// (it has blanks) nor a lowercase prefix (`value.isEmpty()` is no suite).
    static func qualifiedName(_ name: String) -> (suite: String, name: String)? {
        let callee = name.firstIndex(of: "(").map { name[..<$0] } ?? name[...]
        guard !callee.contains(" "), let dot = callee.lastIndex(of: "."), dot > callee.startIndex else { return nil }
        let suite = callee[..<dot], test = name[name.index(after: dot)...]
        guard suite.first?.isUppercase == true, suite.allSatisfy({ $0.isNamePart || $0 == "." }),
              test.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
        return (String(suite), String(test))
    }

    /// `NAME skipped`, `NAME skipped (reason)`, `NAME [PENDING]`.
    private static func skipped(_ line: LogLine, from start: Int) -> (name: String, suite: String?, duration: Double?, device: String?)? {
        let end = line.firstIndex(of: pending, from: start) ?? line.firstIndex(of: skippedWord, from: start)
        guard let end, end > start else { return nil }
        return (line.text(start..<end), nil, nil, nil)
    }

    /// `NAME, MESSAGE` (or `path:line, MESSAGE`) first: a message may end in a time of its own.
    private static func failure(_ line: LogLine, from start: Int) -> (Event, String, String?, Double?, String?)? {
        if line.hasPrefix(restarting, at: start) { return (.raw(textStart: start), "", nil, nil, nil) }
        if let comma = line.firstIndex(of: commaSpace, from: start), comma > start {
            let message = line.text(from: comma + 2)
            // A UI test's failure names its file and line instead of the test.
            if let (location, _) = FileLineLocation.parse(line, from: start, endingAt: comma) {
                return (.failure(message: message, location: location), "", nil, nil, nil)
            }
            if line[start] != UInt8(ascii: "\""), line[start] != UInt8(ascii: "["), (line.firstIndex(of: 0x20, from: start) ?? comma) >= comma {
                return (.failure(message: message, location: nil), line.text(start..<comma), nil, nil, nil)
            }
        }
        return result(line, from: start).map { (.failed, $0.name, $0.suite, $0.duration, $0.device) }
    }
}
