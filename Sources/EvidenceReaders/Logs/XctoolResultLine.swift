import EvidenceCore

/// A test's result as xctool's pretty reporter prints it (Travis CI's older Objective-C jobs): a
/// status mark, the test in XCTest's `-[Suite test]` form and its time in milliseconds, indented under
/// its `run-test` heading; its failure's lines (xcodebuild's own `file:line: error:` line, or
/// xctool's `Test did not run: …`) follow, indented further.
///
///     ✓ -[WKHDateParserTests testParsesISO8601] (2 ms)
///     ✗ -[WKHImageCacheTests testEvictsUnderMemoryPressure] (0 ms)
struct XctoolResultLine {
    let id: TestIdentifier
    let passed: Bool
    let duration: Double?

    static let passMark: [UInt8] = [0xE2, 0x9C, 0x93]  // ✓
    static let failMark: [UInt8] = [0xE2, 0x9C, 0x97]  // ✗
    static let milliseconds = [UInt8](ascii: " ms)")

    /// xctool's end of a bundle's run (`** RUN-TEST FAILED: 58 passed, 3 failed, 1 errored, 62 total **`)
    /// and its summary's heading (`=== SUMMARY ===`): no failure's message goes on past them.
    static func closesFailures(_ line: LogLine) -> Bool {
        let start = line.skippingBlanks(from: 0)
        guard start < line.count, line[start] == UInt8(ascii: "*") || line[start] == UInt8(ascii: "=") else { return false }
        return line.hasPrefix(runTestEnd, at: start) || line.hasPrefix(summaryHeading, at: start)
    }

    static let runTestEnd = [UInt8](ascii: "** RUN-TEST ")
    static let summaryHeading = [UInt8](ascii: "=== SUMMARY ===")

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard start + 8 < line.count, line[start] == 0xE2 else { return nil }
        let passed: Bool
        if line.hasPrefix(Self.passMark, at: start) { passed = true } else if line.hasPrefix(Self.failMark, at: start) { passed = false } else { return nil }
        let nameStart = start + 4
        guard line[start + 3] == 0x20, line[nameStart] == UInt8(ascii: "-"), line[nameStart + 1] == UInt8(ascii: "["),
              line.count > Self.milliseconds.count, line.hasSuffix(Self.milliseconds),
              let close = line.firstIndex(of: UInt8(ascii: "]"), from: nameStart), close + 2 < line.count,
              line[close + 1] == 0x20, line[close + 2] == UInt8(ascii: "("),
              let id = XCTestName.identifier(line.text(nameStart..<(close + 1)))
        else { return nil }
        let digits = line.text((close + 3)..<(line.count - Self.milliseconds.count))
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return nil }
        (self.id, self.passed, self.duration) = (id, passed, Double(digits).map { $0 / 1_000 })
    }
}
