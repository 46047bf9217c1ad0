import EvidenceCore

/// Detox's own trace of each test it runs, a line when the test starts and one when it ends:
/// `08:14:21.519 detox[4219] i Sync status: shows last synced time after pull-to-refresh`, then the same
/// name followed by ` [OK]`, ` [FAIL]` or ` [SKIPPED]`. What the log prints between the two (Detox's
/// own `The app is busy with the following tasks:` reports, the app's console) is that test's: Jest
/// prints the test's result only after its whole file ran.
struct DetoxTraceLine {
    static let process = [UInt8](ascii: "detox[")
    static let ends: [[UInt8]] = [[UInt8](ascii: " [OK]"), [UInt8](ascii: " [FAIL]"), [UInt8](ascii: " [SKIPPED]")]
    static let separator = [UInt8](ascii: ": ")

    /// The test's full name as Detox prints it (`Sync status: shows …`; nested describes' titles and the
    /// test's, joined with blanks, then `: ` before the test's own).
    let fullName: String
    /// The test's end line, not its start.
    let ended: Bool

    init?(_ line: LogLine) {
        // `detox[4219] i …`, after the time Detox puts first (and anything CI put before that).
        guard line.count > 12, let open = line.firstIndex(of: UInt8(ascii: "[")), open >= 5, open < 48,
              line.hasPrefix(Self.process, at: open - 5), let close = line.firstIndex(of: UInt8(ascii: "]"), from: open),
              close + 4 < line.count, line[close + 1] == 0x20, line[close + 3] == 0x20
        else { return nil }
        let start = close + 4
        var end = line.count
        var ended = false
        for suffix in Self.ends where line.hasSuffix(suffix) {
            end -= suffix.count
            ended = true
        }
        // A test's line names its describe block and the test (`Suite: test`); Detox's other lines (`Tallow
        // launched. To watch simulator logs, run:`, `The app is busy with the following tasks:`) end where a
        // colon is their last word, and its level for a test's start is `i`.
        guard end > start, let colon = line.firstIndex(of: Self.separator, from: start), colon > start, colon + 2 < end,
              ended || line[close + 2] == UInt8(ascii: "i")
        else { return nil }
        fullName = line.text(start..<end)
        self.ended = ended
    }
}
