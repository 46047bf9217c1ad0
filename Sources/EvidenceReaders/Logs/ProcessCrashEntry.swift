/// An entry of xcodebuild's `Testing failed:` block for a crashed process that names no test:
///
///     Tern (6120) encountered an error (Crash: Tern (6120) EXC_BREAKPOINT)
///
/// Serial runs print one per `Restarting after unexpected exit…` line, in the same order: the reader
/// pairs them (`TestLogReader.attachProcessCrashesToRestarts`). A runner's (`App-Runner (123) …`) is the
/// run's, though its frames may name the restarted test it was (a UI test's own code crashed the
/// runner); a test-named one is `TestEncounteredErrorLine`'s.
struct ProcessCrashEntry {
    /// `Crash: Tern (6120) EXC_BREAKPOINT`: the test's issue once paired.
    let reason: String
    /// The test runner crashed (`Tern-Runner`), not the app.
    let isRunner: Bool

    init?(_ entry: String) {
        let text = entry.drop { $0 == " " || $0 == "\t" }
        guard let marker = text.range(of: ") encountered an error (Crash: "), text.hasSuffix(")"),
              let open = text[..<marker.lowerBound].lastIndex(of: "(")
        else { return nil }
        var process = text[..<open]
        while process.last == " " { process = process.dropLast() }
        let pid = text[text.index(after: open)..<marker.lowerBound]
        guard !process.isEmpty, !process.contains(" "), !pid.isEmpty, pid.allSatisfy(\.isNumber) else { return nil }
        isRunner = process.hasSuffix("-Runner")
        reason = String(text[text.index(marker.upperBound, offsetBy: -"Crash: ".count)..<text.index(before: text.endIndex)])
    }
}
