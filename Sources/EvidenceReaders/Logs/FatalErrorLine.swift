import EvidenceCore

/// A Swift runtime trap or crash message: `fatal error: …`, `Fatal error: …`, or
/// `DateTests/CalendarDayTests.swift:63: Fatal error: This test is not implemented yet.`
struct FatalErrorLine {
    static let lowercase = [UInt8](ascii: "fatal error: ")
    static let capitalised = [UInt8](ascii: "Fatal error: ")
    static let located = [UInt8](ascii: ": Fatal error: ")
    /// What no path holds and every message before a location does, so the first on a trap's own
    /// line is the one before `Fatal error`. Not so in an XCTest failure carrying a crash
    /// (`…Tests.swift:15: error: -[…] : Crash: App (51234) at Kit/Importer.swift:88: Fatal error: …`)
    /// or a crash summary (`testX(): Crash: …`): their "path" would be the message before the
    /// crash's location.
    static let fieldSeparator = [UInt8](ascii: ": ")

    /// A device or console log's header before the trap (`2026-08-13 12:07:23.1+0000 App[812:9313] `).
    static let processHeaderEnd = [UInt8](ascii: "] ")

    let message: String
    let location: SourceLocation?

    /// Where the path starts: after the process header when the line starts with its date, else at 0.
    private static func pathStart(_ line: LogLine, before marker: Int) -> Int {
        guard (line[0] &- 0x30) < 10, let header = line.firstIndex(of: processHeaderEnd, from: 0), header < marker else { return 0 }
        return header + processHeaderEnd.count
    }

    init?(_ line: LogLine) {
        if line.hasPrefix(Self.lowercase) || line.hasPrefix(Self.capitalised) {
            message = line.text
            location = nil
            return
        }
        guard let marker = line.firstIndex(of: Self.located), line.firstIndex(of: Self.fieldSeparator) == marker,
              let (location, _) = FileLineLocation.parse(line, from: Self.pathStart(line, before: marker), endingAt: marker)
        else { return nil }
        self.location = location
        message = line.text(from: marker + 2)
    }
}
