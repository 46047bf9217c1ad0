import EvidenceCore

/// A workflow command a tool printed for GitHub Actions to turn into an annotation, as
/// `xcbeautify --renderer github-actions` prints failures and diagnostics:
///
///     ::error file=/path/AppTests/SyncTests.swift,line=9::    testSync, XCTAssertEqual failed: …   a failing test
///     ::error file=/path/File.swift,line=64,col=69::cannot find 'input' in scope                   a compiler's error
///     ::warning file=/path/File.swift,line=64,col=69::'flatMap' is deprecated …
///     ::error ::clang: error: linker command failed with exit code 1
///
/// For Swift Testing it prints an issue without its test (`::error file=…,line=5::Recorded an issue (…)`),
/// then the failed test (`::error ::name() (0.003 seconds) 1 issue(s)`).
///
/// The renderer prints a failing test as four blanks, the test's name, a comma and the reason (no
/// suite: the suite's heading came before; some renderings keep the `✖` before the name; a trimmed
/// copy loses the blanks); anything else is a diagnostic. Values are the
/// command's escapes (`%25`, `%0A`, `%0D`, and `%3A`, `%2C` in properties).
struct WorkflowCommandLine {
    enum Severity { case error, warning, notice }

    let severity: Severity
    let location: SourceLocation?
    /// The failing test's name and its reason, when the text is a test's failure.
    let test: (name: String, reason: String)?
    /// The annotation's text, unescaped.
    let message: String

    static let commands: [(Severity, [UInt8])] = [(.error, Array("::error".utf8)), (.warning, Array("::warning".utf8)), (.notice, Array("::notice".utf8))]
    static let separator = [UInt8](ascii: "::")
    static let testIndent = [UInt8](ascii: "    ")

    init?(_ line: LogLine) {
        guard let (severity, command) = Self.commands.first(where: { line.hasPrefix($0.1) }), command.count < line.count,
            line[command.count] == 0x20 || line.hasPrefix(Self.separator, at: command.count),
            let close = line.firstIndex(of: Self.separator, from: command.count)
        else { return nil }
        self.severity = severity
        location = Self.location(in: line.text(command.count..<close))
        let textStart = close + Self.separator.count
        message = Self.unescape(line.text(from: textStart), properties: false)
        // Without the blanks (a log some tool trimmed), only an XCTest method's name (`test…`) before
        // the comma says it is a test's: a diagnostic's text may start with any word and a comma.
        if line.hasPrefix(Self.testIndent, at: textStart) {
            test = Self.failingTest(message.dropFirst(Self.testIndent.count))
        } else {
            test = message.hasPrefix("test") ? Self.failingTest(Substring(message)) : nil
        }
    }

    /// `file=…,line=9,col=3` → the place (nil without a file and a line).
    static func location(in properties: String) -> SourceLocation? {
        var values: [Substring: String] = [:]
        for pair in properties.drop(while: { $0 == " " }).split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            values[pair[..<equals]] = unescape(String(pair[pair.index(after: equals)...]), properties: true)
        }
        guard let file = values["file"], !file.isEmpty, let line = values["line"].flatMap({ Int($0) }) else { return nil }
        return SourceLocation(file: file, line: line, column: values["col"].flatMap { Int($0) })
    }

    /// `testSync, XCTAssertEqual failed: …` → the name and the reason; nil when the text before the
    /// comma is no test's name (a function's, Swift Testing's `f()` too).
    static func failingTest(_ text: Substring) -> (name: String, reason: String)? {
        // Some renderings keep the terminal renderer's symbol (`    ✖ testSync, …`).
        var text = text
        for symbol in ["✖ ", "✗ "] where text.hasPrefix(symbol) { text = text.dropFirst(symbol.count) }
        guard let comma = text.range(of: ", ") else { return nil }
        let name = text[..<comma.lowerBound]
        let bare = name.hasSuffix("()") ? name.dropLast(2) : name
        guard let first = bare.first, first.isLetter || first == "_", bare.allSatisfy(\.isNamePart) else { return nil }
        return (String(name), String(text[comma.upperBound...]))
    }

    /// xcbeautify's annotation of a failed Swift Testing test: `name() (0.003 seconds) 1 issue(s)` (its
    /// issues were annotated before it, without its name).
    var swiftTestingFailure: (name: String, duration: Double?)? {
        guard message.hasSuffix(" issue(s)"), let open = message.range(of: ") ("), let seconds = message.range(of: " seconds) ", range: open.upperBound..<message.endIndex)
        else { return nil }
        let name = String(message[..<message.index(after: open.lowerBound)])
        guard !name.contains(" ") || name.hasPrefix("\"") else { return nil }
        return (name, Double(message[open.upperBound..<seconds.lowerBound]))
    }

    /// Its totals for a suite or the run (`Suite S failed after …`, `Test run with 7 tests failed …`): no test's issue.
    var isSwiftTestingTotal: Bool {
        (message.hasPrefix("Suite ") || message.hasPrefix("Test run with ")) && message.hasSuffix(" issue(s)")
    }

    /// `Recorded an issue (Expectation failed: …)` → the issue's own text.
    var swiftTestingIssue: String? {
        guard message.hasPrefix(Self.recordedAnIssue) else { return nil }
        let inner = message.dropFirst(Self.recordedAnIssue.count)
        return inner.hasPrefix("(") && inner.hasSuffix(")") ? String(inner.dropFirst().dropLast()) : nil
    }

    /// xcodebuild's restart after a crash, annotated (`::error ::    Restarting after unexpected exit, …`).
    var restart: RestartAfterCrashLine? {
        let text = message.drop { $0 == " " }
        guard text.hasPrefix("Restarting after") else { return nil }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { RestartAfterCrashLine(LogLine(bytes: UnsafeRawBufferPointer($0), number: 0)) }
    }

    static let recordedAnIssue = "Recorded an issue "

    static func unescape(_ text: String, properties: Bool) -> String {
        guard text.contains("%") else { return text }
        var result = text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
        if properties { result = result.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",") }
        return result.replacingOccurrences(of: "%25", with: "%")
    }
}
