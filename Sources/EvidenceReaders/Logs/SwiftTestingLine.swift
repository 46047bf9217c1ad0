import EvidenceCore

/// Swift Testing's console output: a symbol (`◇ ✔ ✘ ➜ ↳ ⚠`, or an SF Symbol from the private-use
/// planes when the terminal supports it), blanks, then the event text. This finds where the text
/// starts; the small types below each read one kind of event.
enum SwiftTestingLine {
    /// The offset of the event text, or nil when the line does not start with a symbol.
    static func textStart(_ line: LogLine) -> Int? {
        guard line.count > 4 else { return nil }
        let lead = line[0]
        let symbolLength: Int
        switch lead {
        case 0xE2: symbolLength = 3  // U+2000–U+2FFF: ◇ ✔ ✘ ➜ ↳ ⚠ ⊘ …
        case 0xF3, 0xF4: symbolLength = 4  // SF Symbols (planes 15–16)
        default: return nil
        }
        let start = line.skippingBlanks(from: symbolLength)
        return start > symbolLength ? start : nil
    }

    static let test = [UInt8](ascii: "Test ")

    /// `Test NAME` at `start` with `marker` right after the name: the name and the marker's index.
    static func testName(_ line: LogLine, at start: Int, followedBy marker: [UInt8]) -> (name: String, end: Int)? {
        guard line.hasPrefix(test, at: start), let (name, end) = self.name(line, at: start + test.count),
              line.hasPrefix(marker, at: end)
        else { return nil }
        return (name, end)
    }

    /// What follows a test's name in Swift Testing's output.
    static let verbs: [[UInt8]] = [" started.", " passed after ", " failed after ", " recorded ", " skipped", " with "].map { Array($0.utf8) }

    /// The test's name after `Test ` at `start`: a function name (`example()`, `check(value:)`) or a
    /// quoted display name; returns the name and the index after it.
    static func name(_ line: LogLine, at start: Int) -> (name: String, end: Int)? {
        guard start < line.count else { return nil }
        if line[start] == UInt8(ascii: "\"") {
            // Swift Testing does not escape quotes in display names: the name ends at the quote that
            // a known verb follows (`"Fetches the "latest" feed" failed after …`).
            var search = start + 1
            var firstClose: Int?
            while let close = line.firstIndex(of: UInt8(ascii: "\""), from: search) {
                if firstClose == nil { firstClose = close }
                if verbs.contains(where: { line.hasPrefix($0, at: close + 1) }) || close + 1 == line.count {
                    return (line.text((start + 1)..<close), close + 1)
                }
                search = close + 1
            }
            guard let close = firstClose else { return nil }
            return (line.text((start + 1)..<close), close + 1)
        }
        let end = line.firstIndex(of: UInt8(ascii: " "), from: start) ?? line.count
        guard end > start else { return nil }
        return (line.text(start..<end), end)
    }
}

/// A parameterised test as formatters and their JUnit name it with its count of cases
/// (`nextReminderDate(for:) with 4 test cases`): the test is the function.
package enum SwiftTestingCaseCount {
    package static func withoutCount(_ name: String) -> String {
        guard name.hasSuffix(" test cases") || name.hasSuffix(" test case"), let with = name.range(of: " with ", options: .backwards),
              name[with.upperBound...].first?.isNumber == true, name[..<with.lowerBound].hasSuffix(")") else { return name }
        return String(name[..<with.lowerBound])
    }
}

/// `◇ Test example() started.`
struct SwiftTestingStartedLine {
    static let marker = [UInt8](ascii: " started.")
    let name: String

    init?(_ line: LogLine, textStart: Int) {
        guard let (name, _) = SwiftTestingLine.testName(line, at: textStart, followedBy: Self.marker) else { return nil }
        self.name = name
    }
}

/// `✔ Test example() passed after 0.001 seconds.`, `✘ Test f() failed after 0.064 seconds with 1 issue.`,
/// and the parameterised `✔ Test check(value:) with 3 test cases passed after …`.
struct SwiftTestingFinishedLine {
    static let passed = [UInt8](ascii: " passed after ")
    static let failed = [UInt8](ascii: " failed after ")
    static let withCases = [UInt8](ascii: " with ")

    let name: String
    let passed: Bool
    let duration: Double?

    init?(_ line: LogLine, textStart: Int) {
        guard line.hasPrefix(SwiftTestingLine.test, at: textStart),
              let (name, nameEnd) = SwiftTestingLine.name(line, at: textStart + 5)
        else { return nil }
        let passedAt = line.firstIndex(of: Self.passed, from: nameEnd)
        let failedAt = line.firstIndex(of: Self.failed, from: nameEnd)
        guard let index = [passedAt, failedAt].compactMap({ $0 }).min() else { return nil }
        // Directly after the name, or after `with N test cases` for a parameterised test.
        guard index == nameEnd || (line.hasPrefix(Self.withCases, at: nameEnd) && index - nameEnd < 40) else { return nil }
        passed = index == passedAt
        duration = SecondsText.parse(line, from: index + Self.passed.count)
        self.name = name
    }
}

/// `✘ Test f() recorded an issue at File.swift:17:9: Expectation failed: true == false`, the
/// parameterised `… recorded an issue with 1 argument value → 3 at File.swift:5:5: …`, known issues,
/// and issues outside any test (`✘ Suite S recorded an issue …`, or no subject at all).
struct SwiftTestingIssueLine {
    static let recorded = [UInt8](ascii: " recorded ")
    static let at = [UInt8](ascii: " at ")
    static let knownIssue = [UInt8](ascii: " recorded a known issue")

    /// nil when the issue is not attributed to a test.
    let testName: String?
    let location: SourceLocation?
    let message: String
    let isKnownIssue: Bool

    init?(_ line: LogLine, textStart: Int) {
        guard let recorded = line.firstIndex(of: Self.recorded, from: textStart) else { return nil }
        if line.hasPrefix(SwiftTestingLine.test, at: textStart),
           let (name, nameEnd) = SwiftTestingLine.name(line, at: textStart + 5), nameEnd == recorded {
            testName = name
        } else {
            testName = nil
        }
        isKnownIssue = line.hasPrefix(Self.knownIssue, at: recorded)
        // The location is the first ` at PATH:LINE:COLUMN:` after "recorded"; arguments may contain " at ".
        var search = recorded
        var found: (SourceLocation, Int)?
        while found == nil, let at = line.firstIndex(of: Self.at, from: search) {
            let pathStart = at + Self.at.count
            search = pathStart
            var colon = pathStart
            while let next = line.firstIndex(of: [UInt8(ascii: ":"), UInt8(ascii: " ")], from: colon) {
                if let (location, hasColumn) = FileLineLocation.parse(line, from: pathStart, endingAt: next), hasColumn {
                    found = (location, next + 2)
                    break
                }
                colon = next + 1
                if next - pathStart > 4096 { break }
            }
        }
        if let (location, messageStart) = found {
            self.location = location
            message = line.text(from: messageStart)
        } else {
            location = nil
            let colon = line.firstIndex(of: [UInt8(ascii: ":"), UInt8(ascii: " ")], from: recorded)
            message = colon.map { line.text(from: $0 + 2) } ?? line.text(from: textStart)
        }
    }
}

/// `➜ Test skippedTest() skipped: "Skipping this test"` or `➜ Test t() skipped.`
struct SwiftTestingSkippedLine {
    static let marker = [UInt8](ascii: " skipped")
    let name: String
    let reason: String?

    init?(_ line: LogLine, textStart: Int) {
        guard let (name, end) = SwiftTestingLine.testName(line, at: textStart, followedBy: Self.marker) else { return nil }
        self.name = name
        let reasonStart = end + Self.marker.count + 2
        reason = reasonStart < line.count ? line.text(from: reasonStart) : nil
    }
}

/// `◇ Suite S started.`, `✘ Suite S failed after 1.199 seconds with 3 issues.`, `✔ Suite S passed …`.
struct SwiftTestingSuiteLine {
    enum Event { case started, finished }
    static let suite = [UInt8](ascii: "Suite ")
    let name: String
    let event: Event

    init?(_ line: LogLine, textStart: Int) {
        guard line.hasPrefix(Self.suite, at: textStart),
              let (name, end) = SwiftTestingLine.name(line, at: textStart + Self.suite.count)
        else { return nil }
        self.name = name
        if line.hasPrefix([UInt8](ascii: " started"), at: end) {
            event = .started
        } else if line.hasPrefix([UInt8](ascii: " passed"), at: end) || line.hasPrefix([UInt8](ascii: " failed"), at: end) {
            event = .finished
        } else {
            return nil
        }
    }
}

/// Lines that carry no result: `◇ Test run started.`, `✘ Test run with 2 tests failed after …`,
/// `↳ Testing Library Version: …`, `↳ // comment` details, `◇ Test case passing 1 argument … started.`
struct SwiftTestingDetailLine {
    static let testRun = [UInt8](ascii: "Test run ")
    static let prefixes: [[UInt8]] = [
        [UInt8](ascii: "Test run "),
        [UInt8](ascii: "Testing Library Version"),
        [UInt8](ascii: "Test case passing "),
        [UInt8](ascii: "Target Platform"),
        [UInt8](ascii: "//"),
    ]

    /// `↳`: a detail of the line before.
    static let arrow: [UInt8] = [0xE2, 0x86, 0xB3]

    init?(_ line: LogLine, textStart: Int) {
        if line.hasPrefix(Self.arrow) { return }
        guard Self.prefixes.contains(where: { line.hasPrefix($0, at: textStart) }) else { return nil }
    }
}
