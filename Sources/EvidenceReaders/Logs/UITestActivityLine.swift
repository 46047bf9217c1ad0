import EvidenceCore

/// A step of a UI test's activity log, indented, with the seconds since the test started:
/// `    t =     8.40s Press home button`, `    t =    11.88s Tear Down`. XCUITest prints these between
/// a test's own lines, so one right after a failure is the log going on, not more of the message.
/// (`… Assertion Failure: …` steps are `UITestAssertionLine`, tried first.)
struct UITestActivityLine {
    static let marker = [UInt8](ascii: "t = ")

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard start > 0, line.hasPrefix(Self.marker, at: start) else { return nil }
        // `N.NNs`: the seconds, and then a blank or the end of the line.
        guard let seconds = line.decimal(at: line.skippingBlanks(from: start + Self.marker.count)) else { return nil }
        var end = seconds.end
        if end < line.count, line[end] == UInt8(ascii: "."), let fraction = line.decimal(at: end + 1) { end = fraction.end }
        guard end < line.count, line[end] == UInt8(ascii: "s") else { return nil }
        end += 1
        guard end == line.count || line[end] == 0x20 || line[end] == 0x09 else { return nil }
    }
}
