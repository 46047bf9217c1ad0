import EvidenceCore

/// A compiler or tool diagnostic: `/path/File.swift:9:1: error: type 'X' does not conform …`,
/// `…: warning: …`, `…: note: …`, and the location-less `error: …`, `clang: error: …`,
/// `xcodebuild: error: …`, `ld: …`, `warning: …`.
struct CompilerDiagnosticLine {
    enum Severity { case error, warning, note }

    static let markers: [(Severity, [UInt8])] = [
        (.error, [UInt8](ascii: ": error: ")),
        (.error, [UInt8](ascii: ": fatal error: ")),
        (.warning, [UInt8](ascii: ": warning: ")),
        (.note, [UInt8](ascii: ": note: ")),
    ]
    static let bare: [(Severity, [UInt8])] = [
        (.error, [UInt8](ascii: "error: ")),
        (.warning, [UInt8](ascii: "warning: ")),
        (.note, [UInt8](ascii: "note: ")),
        (.error, [UInt8](ascii: "clang: error: ")),
        (.error, [UInt8](ascii: "xcodebuild: error: ")),
        (.warning, [UInt8](ascii: "ld: warning: ")),
        (.error, [UInt8](ascii: "ld: ")),
    ]

    let severity: Severity
    let message: String
    let location: SourceLocation?

    init(severity: Severity, message: String, location: SourceLocation?) {
        (self.severity, self.message, self.location) = (severity, message, location)
    }

    init?(_ line: LogLine) {
        for (severity, prefix) in Self.bare where line.hasPrefix(prefix) {
            self.severity = severity
            message = line.text
            location = nil
            return
        }
        for (severity, marker) in Self.markers {
            guard let index = line.firstIndex(of: marker) else { continue }
            self.severity = severity
            message = line.text(from: index + 2)
            location = FileLineLocation.parse(line, endingAt: index)?.location
            // `<unknown>:0: error: …` and tool-prefixed lines keep the whole text as the message.
            if location == nil, line.text(0..<index).contains(" ") { return nil }
            return
        }
        return nil
    }
}
