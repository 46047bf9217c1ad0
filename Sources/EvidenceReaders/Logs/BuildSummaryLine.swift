import EvidenceCore

/// The end of an `xcodebuild` run: `** TEST FAILED **`, `** BUILD SUCCEEDED **`, …; and the headers of
/// its summary blocks (`Testing failed:`, `The following build commands failed:`, `Failing tests:`),
/// whose indented lines follow; and `Testing cancelled because the build failed.`
struct BuildSummaryLine {
    enum Kind: Equatable {
        case testFailed, testSucceeded, buildFailed, buildSucceeded
        case testingFailedHeader, buildCommandsFailedHeader, failingTestsHeader
        case testingCancelledBecauseBuildFailed
        /// `Command SwiftCompile failed with a nonzero exit code` (a tool crashed or failed).
        case commandFailed
    }

    static let patterns: [(Kind, [UInt8])] = [
        (.testFailed, [UInt8](ascii: "** TEST FAILED **")),
        (.testFailed, [UInt8](ascii: "** TEST EXECUTE FAILED **")),
        (.testSucceeded, [UInt8](ascii: "** TEST SUCCEEDED **")),
        (.testSucceeded, [UInt8](ascii: "** TEST EXECUTE SUCCEEDED **")),
        (.buildFailed, [UInt8](ascii: "** BUILD FAILED **")),
        (.buildSucceeded, [UInt8](ascii: "** BUILD SUCCEEDED **")),
        (.buildFailed, [UInt8](ascii: "** TEST BUILD FAILED **")),
        (.buildSucceeded, [UInt8](ascii: "** TEST BUILD SUCCEEDED **")),
        (.testingFailedHeader, [UInt8](ascii: "Testing failed:")),
        (.buildCommandsFailedHeader, [UInt8](ascii: "The following build commands failed:")),
        (.failingTestsHeader, [UInt8](ascii: "Failing tests:")),
        (.testingCancelledBecauseBuildFailed, [UInt8](ascii: "Testing cancelled because the build failed")),
    ]

    static let command = [UInt8](ascii: "Command ")
    static let nonzeroExit = [UInt8](ascii: " failed with a nonzero exit code")

    let kind: Kind

    init?(_ line: LogLine, from start: Int = 0) {
        if line.hasPrefix(Self.command, at: start), line.hasSuffix(Self.nonzeroExit) {
            kind = .commandFailed
            return
        }
        guard let match = Self.patterns.first(where: { line.hasPrefix($0.1, at: start) }) else { return nil }
        kind = match.0
    }
}
