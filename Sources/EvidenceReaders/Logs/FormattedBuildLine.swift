import EvidenceCore

/// A build or summary line as xcbeautify or xcpretty print it (see `FormattedTestLine` for the
/// tests): known, and a sign that the log is a formatter's output rather than the raw log.
///
///     [AppTests] Compiling SyncJobTests.swift           xcbeautify's build steps
///     ▸ Compiling SyncJobTests.swift                    xcpretty's
///     Tests Failed: 1 failed, 84 passed, 85 total (0.9 seconds)    xcbeautify's summary
///     ❌ /path/SyncJob.swift:12:5: cannot find 'cursor' in scope     an error (also `[x]`)
///     Test Suite AppTests.xctest started                xcpretty's run (and then `SyncJobTests`
///                                                       alone, a suite's heading: `suiteHeading`)
struct FormattedBuildLine {
    enum Kind: Equatable {
        case step, summary
        case error(message: String, location: SourceLocation?)
        /// xcbeautify's heading of a suite it starts (`Test Suite AudioSessionConfiguratorTests started`,
        /// `… started on 'Clone 1 of iPhone 16 - AppUITests-Runner (48211)'` on a parallel clone): the
        /// `✖`/`✔` lines under it (on that clone) are that suite's tests.
        case suiteStarted(String, device: String?)
    }

    let formatter: FormattedTestLine.Formatter
    let kind: Kind

    static let steps: [[UInt8]] = [
        "Compiling ", "Linking", "Copying ", "Copy ", "Signing ", "Processing ", "Running script ", "Touching ",
        "Validate ", "Generating ", "Building library ", "Analyzing ", "Preprocess ", "Compile ", "Create Universal Binary ",
        "Extract App Intents Metadata", "Generate Asset Symbols ", "Write Auxiliary File ", "RegisterExecutionPolicyException ",
        "DataModelCodegen ",
    ].map { Array($0.utf8) }
    static let summaries: [[UInt8]] = ["Tests Passed: ", "Tests Failed: "].map { Array($0.utf8) }
    static let completion: [UInt8] = [0xE2, 0x96, 0xB8, 0x20]  // `▸ `
    static let errorSymbol: [UInt8] = [0xE2, 0x9D, 0x8C, 0x20]  // `❌ `
    static let asciiError = [UInt8](ascii: "[x] ")
    static let testSuite = [UInt8](ascii: "Test Suite ")
    static let started = [UInt8](ascii: " started")
    static let startedOn = [UInt8](ascii: " started on '")

    /// xcpretty prints a suite's start as its name alone (`SyncJobTests`): a Swift or Objective-C
    /// class name, with nothing else on the line.
    static func suiteHeading(_ line: LogLine) -> String? {
        guard line.count < 256, LogNoiseLine.isLetter(line[0]) else { return nil }
        for index in 1..<line.count where !LogNoiseLine.isIdentifierByte(line[index]) {
            return nil
        }
        return line.text
    }

    init?(_ line: LogLine) {
        if line.hasPrefix(Self.completion) {
            (formatter, kind) = (.xcpretty, .step)
        } else if line.hasPrefix(Self.errorSymbol) || line.hasPrefix(Self.asciiError) {
            let start = line.skippingBlanks(from: line[0] == 0xE2 ? Self.errorSymbol.count : Self.asciiError.count)
            (formatter, kind) = (.xcbeautify, Self.error(line, from: start))
        } else if line[0] == UInt8(ascii: "["), let close = line.firstIndex(of: UInt8(ascii: "]")), close > 1,
                  line.hasPrefix([UInt8(ascii: "]"), 0x20], at: close), Self.steps.contains(where: { line.hasPrefix($0, at: close + 2) }) {
            (formatter, kind) = (.xcbeautify, .step)
        } else if line[0] == UInt8(ascii: "T"), Self.summaries.contains(where: { line.hasPrefix($0) }) {
            (formatter, kind) = (.xcbeautify, .summary)
        } else if line.hasPrefix(Self.testSuite), line.count > Self.testSuite.count, line[Self.testSuite.count] != UInt8(ascii: "'"),
                  let (nameEnd, device) = Self.startedEnd(line), nameEnd > Self.testSuite.count {
            let name = line.text(Self.testSuite.count..<nameEnd)
            // A bundle's or the run's (`MurmurTests.xctest`, `All tests`) holds no test of its own.
            let isSuite = !name.hasSuffix(".xctest") && !name.contains(" ") && !name.isEmpty
            (formatter, kind) = (device == nil ? .xcpretty : .xcbeautify, isSuite ? .suiteStarted(name, device: device) : .summary)
        } else {
            return nil
        }
    }

    /// Where a suite's name ends before ` started` (the line's end) or ` started on '<device>'`, and the device.
    private static func startedEnd(_ line: LogLine) -> (Int, String?)? {
        if line.hasSuffix(started) { return (line.count - started.count, nil) }
        guard line[line.count - 1] == UInt8(ascii: "'"), let on = line.firstIndex(of: startedOn, from: testSuite.count),
              on + startedOn.count < line.count - 1 else { return nil }
        return (on, line.text((on + startedOn.count)..<(line.count - 1)))
    }

    /// `path:line:column: message`, or only a message.
    private static func error(_ line: LogLine, from start: Int) -> Kind {
        var search = start
        while let colon = line.firstIndex(of: [UInt8(ascii: ":"), 0x20], from: search) {
            if let (location, _) = FileLineLocation.parse(line, from: start, endingAt: colon) {
                return .error(message: line.text(from: colon + 2), location: location)
            }
            search = colon + 1
        }
        return .error(message: line.text(from: start), location: nil)
    }
}
