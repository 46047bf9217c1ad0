import EvidenceCore
import Foundation

/// A test's result as the .NET device test runners print it — XHarness's in-app xUnit and NUnit
/// runners (`dotnet xharness apple test`, how .NET MAUI and Xamarin apps run their tests on a
/// Simulator) and Touch.Unit before them: `\t[PASS] Namespace.Class.Method`, `\t[FAIL] …`,
/// `\t[IGNORED] …`, with whatever the harness and the CI put before it (`[09:03:33] dbug: `, a
/// timestamp), then the failure's details indented under it (`   Exception messages: …`, the
/// message's lines, `   at Namespace.Class.Method() in /path/File.cs:line 22`). The forms are
/// XHarness's own (`XUnitTestRunner`: `$"\t[FAIL] {DisplayName}"`, `Exception messages:`,
/// `Exception stack traces:`) and its summary `Tests run: 14 Passed: 12 Inconclusive: 0 Failed: 2 Ignored: 0`.
struct DeviceRunnerResultLine {
    enum Status { case passed, failed, skipped }

    static let markers: [(bytes: [UInt8], status: Status)] = [
        ([UInt8](ascii: "[PASS] "), .passed), ([UInt8](ascii: "[FAIL] "), .failed), ([UInt8](ascii: "[IGNORED] "), .skipped),
    ]
    /// Touch.Unit puts the failure's message on the result line: `[FAIL] Name : message`.
    static let messageSeparator = " : "

    let status: Status
    let id: TestIdentifier
    let message: String?

    /// `fixture`: the last fixture's name the runner printed (`fixtureName`), for a result that names
    /// only its method.
    init?(_ line: LogLine, fixture: String? = nil) {
        guard line.count > 10 else { return nil }
        let text = line.skippingBlanks(from: Self.textStart(line))
        guard let marker = Self.markers.first(where: { line.hasPrefix($0.bytes, at: text) }) else { return nil }
        var rest = Substring(line.text(from: text + marker.bytes.count))
        var message: String?
        if let separator = rest.range(of: Self.messageSeparator) {
            message = rest[separator.upperBound...].trimmingCharacters(in: .whitespaces)
            rest = rest[..<separator.lowerBound]
        }
        let name = rest.trimmingCharacters(in: .whitespaces)
        guard let id = DotNetTestName.identifier(name) ?? fixture.flatMap({ Self.identifier(method: name, in: $0) }) else { return nil }
        (status, self.id, self.message) = (marker.status, id, message)
    }

    /// The runner's own first lines (XHarness's `Test framework: NUnit …`, `Running tests in …`,
    /// `Discovered: …`; Touch.Unit's `[Runner executing:`): the results follow.
    static func startsTheRun(_ line: LogLine) -> Bool {
        let start = textStart(line)
        return runStarts.contains { line.hasPrefix($0, at: start) }
    }

    static let runStarts: [[UInt8]] = [[UInt8](ascii: "Test framework: "), [UInt8](ascii: "Running tests in "), [UInt8](ascii: "Discovered: "),
                                       [UInt8](ascii: "[Runner executing:")]

    /// The runner's totals (`Tests run: 38 Passed: 34 …`): its results end.
    static func endsTheRun(_ line: LogLine) -> Bool {
        line.hasPrefix(runTotals, at: textStart(line))
    }

    static let runTotals = [UInt8](ascii: "Tests run: ")

    /// Touch.Unit's NUnit listener, and XHarness's NUnit runner after it, print each fixture's name on
    /// a line of its own when it starts (`Rota.DeviceTests.BackgroundSyncTests`, or its last part) and
    /// then its tests' results by method alone (`\t[FAIL] RotaRefreshRunsAfterSubmit : …`): the name
    /// when `line` is such a line (one identifier after the prefixes, flush or indented under its
    /// assembly: dotted, or a class's name ending as test classes do, so that an app's one-word line is
    /// none; not the assembly's own file, `Rota.DeviceTests.dll`), else nil.
    static func fixtureName(_ line: LogLine) -> String? {
        var start = textStart(line)
        while start < line.count, line[start] == 0x09 || line[start] == 0x20 { start += 1 }
        var end = line.count
        while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x0D || line[end - 1] == 0x09 { end -= 1 }
        guard end > start, end - start <= 200, isIdentifierHead(line[start]), line[end - 1] != UInt8(ascii: ".") else { return nil }
        for index in start..<end where !(isIdentifierHead(line[index]) || (line[index] &- 0x30) < 10 || line[index] == UInt8(ascii: ".")) {
            return nil
        }
        let name = line.text(start..<end)
        guard name.contains(".") || ["Tests", "Test", "Fixture", "Spec", "Specs"].contains(where: name.hasSuffix),
              ![".dll", ".exe"].contains(where: name.hasSuffix)
        else { return nil }
        return name
    }

    /// A method's result under its fixture: the fixture's last part the suite, the rest the module.
    static func identifier(method: String, in fixture: String) -> TestIdentifier? {
        let path = method[..<(method.firstIndex(of: "(") ?? method.endIndex)]
        guard let first = path.utf8.first, isIdentifierHead(first), !path.contains(" "), !path.contains(".") else { return nil }
        let parts = fixture.split(separator: ".")
        guard let suite = parts.last else { return nil }
        return TestIdentifier(module: parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil, suite: String(suite), name: method)
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        ((byte | 0x20) &- 0x61) < 26 || byte == UInt8(ascii: "_")
    }

    /// Where the runner's own text starts: after the harness's and the CI's prefixes — bracketed
    /// times (`[09:03:33]`, `[09:03:33.652]`) with the blank after them (all blanks before another
    /// prefix: what the runner indented after its own time stays indented), and a logger's level
    /// (`dbug: `, `info: `, `fail: `). A line with neither starts at 0.
    static func textStart(_ line: LogLine) -> Int {
        var index = 0
        while index < line.count {
            if line[index] == UInt8(ascii: "["), let close = line.firstIndex(of: UInt8(ascii: "]"), from: index),
               close > index + 1, (index + 1..<close).allSatisfy({ Self.isTimeByte(line[$0]) }) {
                let next = line.skippingBlanks(from: close + 1)
                let prefixFollows = next < line.count && (line[next] == UInt8(ascii: "[") || Self.levels.contains { line.hasPrefix($0, at: next) })
                index = prefixFollows || next == close + 1 ? next : close + 2
            } else if let level = Self.levels.first(where: { line.hasPrefix($0, at: index) }) {
                index += level.count
            } else if let end = Self.consolePrefixEnd(line, from: index) {
                index = end
            } else {
                return index
            }
        }
        return index
    }

    /// Where the app's console prefix ends (`2026-11-30 13:44:17.718 Kestrel.DeviceTests[61204:3388120] `,
    /// the date, time and process NSLog puts before what the runner printed) and the blank after it; nil
    /// when none starts at `start`.
    static func consolePrefixEnd(_ line: LogLine, from start: Int) -> Int? {
        guard line.count > start + 24, line[start + 4] == UInt8(ascii: "-"), line[start + 7] == UInt8(ascii: "-"), line[start + 10] == 0x20,
              line[start + 13] == UInt8(ascii: ":"), (start..<start + 4).allSatisfy({ (line[$0] &- 0x30 < 10) }),
              let space = line.firstIndex(of: 0x20, from: start + 11), let open = line.firstIndex(of: UInt8(ascii: "["), from: space + 1),
              let close = line.firstIndex(of: UInt8(ascii: "]"), from: open), close + 1 < line.count, line[close + 1] == 0x20,
              (open + 1..<close).allSatisfy({ (line[$0] &- 0x30 < 10) || line[$0] == UInt8(ascii: ":") || (line[$0] | 0x20) &- 0x61 < 6 }),
              !(space + 1..<open).contains(where: { line[$0] == 0x20 })
        else { return nil }
        // Past its one blank: what the runner indented (a frame, a detail) stays indented.
        return close + 2
    }

    /// A detail under a failure, trimmed; nil for a line that is not one: indented after the prefixes,
    /// or one of the assertion's own labelled lines, which xUnit and NUnit print flush (`Expected:
    /// null`, `Actual:   …`, `But was:  …`). Anything else — the app's own output, the totals — ends
    /// the failure's details.
    static func detail(_ line: LogLine) -> Substring? {
        let start = textStart(line)
        guard start < line.count else { return nil }
        let indented = line[start] == 0x20 || line[start] == 0x09
        let text = Substring(line.text(from: start)).drop { $0 == " " || $0 == "\t" }
        guard indented || detailLabels.contains(where: text.hasPrefix) else { return nil }
        // The next result, indented as XHarness prints it, is no detail of this one.
        guard !text.isEmpty, !markers.contains(where: { text.utf8.starts(with: $0.bytes) }) else { return nil }
        return text
    }

    /// NUnit's and xUnit's lines under an assertion's first (xUnit's collection asserts: `Collection: […]`,
    /// `Not found:  "fetch"`), printed unindented.
    static let detailLabels = ["Expected:", "Actual:", "But was:", "Collection:", "Not found:", "Found:"]

    private static let levels: [[UInt8]] = [
        [UInt8](ascii: "trce: "), [UInt8](ascii: "dbug: "), [UInt8](ascii: "info: "), [UInt8](ascii: "warn: "), [UInt8](ascii: "fail: "), [UInt8](ascii: "crit: "),
    ]

    private static func isTimeByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "T") || byte == UInt8(ascii: "Z") || byte == UInt8(ascii: " ")
    }
}
