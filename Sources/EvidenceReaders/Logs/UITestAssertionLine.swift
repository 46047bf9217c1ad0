import EvidenceCore

/// A UI test's failure in its activity log:
/// `    t =    22.27s             Assertion Failure: <unknown>:0: UI Testing Failure - Unable to find hit point …`
/// or `… Assertion Failure: LoginUITests.swift:42: XCTAssertTrue failed`.
struct UITestAssertionLine {
    static let marker = [UInt8](ascii: "Assertion Failure: ")

    let message: String
    let location: SourceLocation?

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard line.hasPrefix([UInt8](ascii: "t = "), at: start), let marker = line.firstIndex(of: Self.marker, from: start) else { return nil }
        let textStart = marker + Self.marker.count
        // `FILE:LINE: message`, where FILE may be `<unknown>` with line 0.
        if let separator = line.firstIndex(of: [UInt8(ascii: ":"), UInt8(ascii: " ")], from: textStart),
           let (location, hasColumn) = FileLineLocation.parse(line, from: textStart, endingAt: separator), !hasColumn {
            self.location = location.line > 0 ? location : nil
            message = line.text(from: separator + 2)
        } else {
            location = nil
            message = line.text(from: textStart)
        }
    }
}
