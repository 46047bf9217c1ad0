import EvidenceCore

/// A Swift runtime trap or crash message: `fatal error: …`, `Fatal error: …`, or
/// `DateTests/CalendarDayTests.swift:63: Fatal error: This test is not implemented yet.`
struct FatalErrorLine {
    static let lowercase = [UInt8](ascii: "fatal error: ")
    static let capitalised = [UInt8](ascii: "Fatal error: ")
    static let located = [UInt8](ascii: ": Fatal error: ")

    let message: String
    let location: SourceLocation?

    init?(_ line: LogLine) {
        if line.hasPrefix(Self.lowercase) || line.hasPrefix(Self.capitalised) {
            message = line.text
            location = nil
            return
        }
        guard let marker = line.firstIndex(of: Self.located),
              let (location, _) = FileLineLocation.parse(line, endingAt: marker)
        else { return nil }
        self.location = location
        message = line.text(from: marker + 2)
    }
}
