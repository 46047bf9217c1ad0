import EvidenceCore

/// GitHub Actions' own lines in a raw log (its timestamps are gone already, `LogLineSplitter`):
/// `##[group]Run xcodebuild test …`, `##[endgroup]`, and the annotations the runner writes for
/// `::error::` / `::warning::` workflow commands, `##[error]Process completed with exit code 65.`.
/// They are the CI's words, not the test run's: groups are noise, and an annotation's text is read
/// as a line of its own (it may be a tool's line a step echoed), else known and left alone.
struct GitHubActionsCommandLine {
    enum Kind {
        /// `##[group]…`, `##[endgroup]`, `##[section]…`, `##[command]…`, `##[debug]…`: noise.
        case structure
        /// `##[error]…`, `##[warning]…`, `##[notice]…`: the text after the marker is worth reading.
        case annotation
    }

    static let marker = [UInt8](ascii: "##[")
    static let annotations: [[UInt8]] = ["error]", "warning]", "notice]"].map { Array($0.utf8) }
    static let structures: [[UInt8]] = ["group]", "endgroup]", "section]", "command]", "debug]"].map { Array($0.utf8) }

    let kind: Kind
    /// Where the text after `##[…]` starts.
    let textStart: Int

    init?(_ line: LogLine) {
        guard line.hasPrefix(Self.marker) else { return nil }
        let start = Self.marker.count
        if let word = Self.annotations.first(where: { line.hasPrefix($0, at: start) }) {
            kind = .annotation
            textStart = start + word.count
        } else if let word = Self.structures.first(where: { line.hasPrefix($0, at: start) }) {
            kind = .structure
            textStart = start + word.count
        } else {
            return nil
        }
    }
}
