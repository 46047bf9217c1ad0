import EvidenceCore

/// `/path/File.swift:12: -[Module.Class test] : Test skipped - reason` (XCTSkip). The result line that
/// follows says `skipped`; this one carries the reason and the place.
struct XCTestSkipLine {
    static let marker = [UInt8](ascii: " : Test skipped")

    let location: SourceLocation?
    let rawName: String
    let reason: String

    init?(_ line: LogLine) {
        guard let marker = line.firstIndex(of: Self.marker),
              let nameStart = line.firstIndex(of: [UInt8(ascii: ":"), UInt8(ascii: " ")]), nameStart + 2 <= marker
        else { return nil }
        location = FileLineLocation.parse(line, endingAt: nameStart)?.location
        rawName = line.text((nameStart + 2)..<marker)
        var reasonStart = marker + Self.marker.count
        if line.hasPrefix([UInt8](ascii: " - "), at: reasonStart) { reasonStart += 3 }
        reason = line.text(from: reasonStart)
    }
}
