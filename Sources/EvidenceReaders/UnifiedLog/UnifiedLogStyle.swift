import EvidenceCore

/// The two machine-readable forms of `log show` (and `log stream`) output, told apart by their first
/// bytes. `--style ndjson` writes one compact object per line and ends with a footer
/// `{"count":N,"finished":1}`; `--style json` writes one array of pretty-printed objects (`[{`, then
/// `"key" : value` lines, `},{` between entries, `}]`). Either may open with `log`'s own line
/// `Filtering the log data using "…"` when a predicate is given. (Forms as public captures show
/// them: a `simctl spawn … log stream --style ndjson` capture kept byte-exact as a test fixture, and
/// `log show --style json` output quoted in tools that read it, e.g.
/// https://eclecticlight.co/2022/08/26/unified-log-structure-and-available-data/.)
///
/// The text styles (`compact`, `syslog`, the default `standard`) are told by the header line `log`
/// writes before the entries, or, where a capture dropped it, by its first entries' shape
/// (`UnifiedLogTextLine`).
///
/// Two forms that are no `log show` style but carry the same entries are read too, by their first
/// entries' shape: a copy out of Console.app (`console`: tab-separated, `default\t13:09:36.387408+0900\tdasd\t…`,
/// the type column optional) and a device's syslog relay (`deviceSyslog`: `Sep 30 11:00:15 host
/// dasd(DuetActivitySchedulerDaemon)[139] <Notice>: …`, as `idevicesyslog` and Xcode's old device
/// console print it).
package enum UnifiedLogStyle: Sendable, Equatable {
    case ndjson
    case json
    case compact
    case syslog
    case standard
    case console
    case deviceSyslog

    /// One entry a line, in text.
    var isText: Bool { self != .ndjson && self != .json }

    /// Lines `log` prints before the entries: skipped, never read as an entry or a fault. (Inside a
    /// Simulator, `simctl spawn … log show` also prints `getpwuid_r did not find a match for uid 501`.)
    static let banners: [[UInt8]] = ["Filtering the log data", "Skipping info and debug messages", "Skipping debug messages",
                                     "getpwuid_r did not find a match", "Error from getpwuid_r"].map { Array($0.utf8) }

    /// The text styles' header lines, by the columns they name.
    static func headerStyle(_ line: String) -> UnifiedLogStyle? {
        guard line.hasPrefix("Timestamp") else { return nil }
        if line.includes("Ty Process[PID:TID]") { return .compact }
        if line.includes("(process)[PID]") { return .syslog }
        if line.includes("Thread"), line.includes("Activity"), line.includes("PID") { return .standard }
        return nil
    }

    /// Keys every log entry has (`eventMessage`, and `eventType` or `timestamp`: an export cut down to a
    /// few fields with `jq` keeps the message and its time; see `UnifiedLogEntry`), and the ndjson
    /// footer's, which is all an export of a window with no entries holds.
    static let messageKey = "\"eventMessage\""
    static let entryKeys = ["\"eventType\"", "\"timestamp\""]
    static let footer: [UInt8] = Array("{\"count\":".utf8)

    /// The style of an export from its first bytes, or nil when they are not a `log show` export.
    package static func of(prefix: [UInt8]) -> UnifiedLogStyle? {
        var start = 0
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        start = skipSpace(prefix, from: start)
        while banners.contains(where: { prefix[start...].starts(with: $0) }) {
            guard let newline = prefix[start...].firstIndex(of: 0x0A) else { return nil }
            start = skipSpace(prefix, from: newline + 1)
        }
        guard start < prefix.count else { return nil }
        if let text = textStyle(prefix, from: start) { return text }
        let rest = prefix[start...]
        let head = Array(rest)
        let isEntries = ByteSearch.contains(head, messageKey) && entryKeys.contains { ByteSearch.contains(head, $0) }
        switch rest.first {
        case UInt8(ascii: "{"): return isEntries || rest.starts(with: footer) ? .ndjson : nil
        case UInt8(ascii: "["):
            let next = skipSpace(prefix, from: start + 1)
            return next < prefix.count && prefix[next] == UInt8(ascii: "{") && isEntries ? .json : nil
        default: return nil
        }
    }

    /// A text style from its header line, or from its first two entries (a capture without the header):
    /// both read in the same style, which an xcodebuild log's console lines (`App[123:4567] text`) never do.
    private static func textStyle(_ prefix: [UInt8], from start: Int) -> UnifiedLogStyle? {
        // Sixteen lines: a Console copy's entry may run on over several (dasd's scoring dumps).
        let lines = prefix[start...].split(separator: 0x0A, maxSplits: 16, omittingEmptySubsequences: true).prefix(16).map { line in
            Array(line.last == 0x0D ? line.dropLast() : line)
        }
        guard let first = lines.first else { return nil }
        if let style = headerStyle(String(decoding: first, as: UTF8.self)) { return style }
        func reads(_ line: [UInt8], _ style: UnifiedLogStyle) -> Bool {
            line.withUnsafeBytes { UnifiedLogTextLine(LogLine(bytes: $0, number: 0), style: style) != nil }
        }
        // A copy's first two entries, both read in one of the copies' forms (never an xcodebuild log's lines).
        for style in [UnifiedLogStyle.console, .deviceSyslog] where lines.filter({ reads($0, style) }).count >= 2 && reads(first, style) {
            return style
        }
        let entries = lines.prefix(8).filter { line in line.withUnsafeBytes { UnifiedLogTextLine.timestampEnd(LogLine(bytes: $0, number: 0)) != nil } }.prefix(2)
        guard entries.count == 2 else { return nil }
        return [UnifiedLogStyle.syslog, .compact].first { style in entries.allSatisfy { reads($0, style) } }
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index
    }
}
