import EvidenceCore

/// xcpretty's summary of each failure, printed after the run under its suite's heading (its
/// `format_failure`): the one place xcpretty keeps a failure's file and line, which its `✗` line
/// during the run drops.
///
///       testName, XCTAssertTrue failed - …       `.test`: the test (no suite) and its message
///       /Users/ci/App/AppTests/SyncTests.swift:21  `.location`: where it failed
///       ```                                       `.fence`: the failing line and its neighbours,
///               XCTAssertTrue(done)                read from the file on the machine that ran it,
///       ```                                       between two fences (empty when it was not there)
struct FormatterFailureSummaryLine {
    enum Kind: Equatable {
        case test(name: String, message: String)
        case location(SourceLocation)
        case fence
    }

    let kind: Kind

    /// Two blanks exactly, then one of the three.
    init?(_ line: LogLine) {
        guard line.count > 4, line[0] == 0x20, line[1] == 0x20, line[2] != 0x20, line[2] != 0x09 else { return nil }
        if line.count == 5, line.hasPrefix(Self.fence, at: 2) {
            kind = .fence
        } else if line[2] == UInt8(ascii: "/") || line[2] == UInt8(ascii: "~"), line.firstIndex(of: 0x20, from: 2) == nil,
                  let (location, _) = FileLineLocation.parse(line, from: 2, endingAt: line.count) {
            kind = .location(location)
        } else if let comma = line.firstIndex(of: FormattedTestLine.commaSpace, from: 2), comma > 2,
                  (2..<comma).allSatisfy({ LogNoiseLine.isIdentifierByte(line[$0]) }) {
            kind = .test(name: line.text(2..<comma), message: line.text(from: comma + 2))
        } else {
            return nil
        }
    }

    static let fence = [UInt8](ascii: "```")
    /// Snippet lines between the fences: xcpretty prints the failing line and one each side.
    static let maximumSnippetLines = 5
}
