import EvidenceCore

/// The two machine-readable forms of `log show` (and `log stream`) output, told apart by their first
/// bytes. `--style ndjson` writes one compact object per line and ends with a footer
/// `{"count":N,"finished":1}`; `--style json` writes one array of pretty-printed objects (`[{`, then
/// `"key" : value` lines, `},{` between entries, `}]`). Either may open with `log`'s own line
/// `Filtering the log data using "…"` when a predicate is given. (Forms as public captures show
/// them: a `simctl spawn … log stream --style ndjson` capture kept byte-exact as a test fixture, and
/// `log show --style json` output quoted in tools that read it, e.g.
/// https://eclecticlight.co/2022/08/26/unified-log-structure-and-available-data/.)
package enum UnifiedLogStyle: Sendable, Equatable {
    case ndjson
    case json

    /// Lines `log` prints before the entries: skipped, never read as an entry or a fault.
    static let banners: [[UInt8]] = ["Filtering the log data", "Skipping info and debug messages", "Skipping debug messages"].map { Array($0.utf8) }

    /// Keys every log entry has (`eventMessage`, `eventType`; see `UnifiedLogEntry`), and the
    /// ndjson footer's, which is all an export of a window with no entries holds.
    static let entryKeys = ["\"eventMessage\"", "\"eventType\""]
    static let footer: [UInt8] = Array("{\"count\":".utf8)

    /// The style of an export from its first bytes, or nil when they are not a `log show` export.
    package static func of(prefix: [UInt8]) -> UnifiedLogStyle? {
        var start = 0
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        start = skipSpace(prefix, from: start)
        if banners.contains(where: { prefix[start...].starts(with: $0) }) {
            guard let newline = prefix[start...].firstIndex(of: 0x0A) else { return nil }
            start = skipSpace(prefix, from: newline + 1)
        }
        guard start < prefix.count else { return nil }
        let rest = prefix[start...]
        let head = Array(rest)
        let isEntries = entryKeys.allSatisfy { ByteSearch.contains(head, $0) }
        switch rest.first {
        case UInt8(ascii: "{"): return isEntries || rest.starts(with: footer) ? .ndjson : nil
        case UInt8(ascii: "["):
            let next = skipSpace(prefix, from: start + 1)
            return next < prefix.count && prefix[next] == UInt8(ascii: "{") && isEntries ? .json : nil
        default: return nil
        }
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index
    }
}
