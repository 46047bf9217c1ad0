@testable import EvidenceReaders
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A TeamCity build log (the build's "Download full build log"): the time, a status letter or a
/// blank and a colon before every line, then inside a step its name (`[10:32:20]E:\t [Step 3/4] `).
/// Read with neither removed, a test's start line was not at a line's start: its failure was lost.
@Suite struct TeamCityLogTests {
    @Test(arguments: [
        ("[10:32:19] :\t [Step 3/4] Test Case '-[A b]' started.", 25),
        ("[10:32:20]E:\t [Step 3/4] /ci/A.swift:3: error: x", 25),
        ("[12:36:23] :\t\t\t [Update checkout directory (/opt/work/74ef)] /usr/bin/git clean", 61),
        ("[17:40:46] : Build preparation done", 13),
        ("[23:54:23]i:\t [Step 1/9] ##teamcity[buildStatisticValue key='x']", 25),
        ("[13:02:31]: ▸ Compiling A.swift", 0),  // fastlane's
        ("[AppTests] Compiling A.swift", 0),  // xcbeautify's target
        ("[10:32:19] x", 0),
    ])
    func prefixLength(_ line: String, _ expected: Int) {
        #expect(Array(line.utf8).withUnsafeBytes { LogLineSplitter.teamCityPrefixLength($0) } == expected)
    }

    /// Every real log of the fixtures, each line inside a TeamCity step: the same reading as the log itself.
    @Test(.requiresSharedFixtures, arguments: TestLogReaderFixtureTests.expectations.map(\.log))
    func aFixtureInATeamCityStepReadsAsThePlainOne(_ log: String) throws {
        let plain = try String(decoding: Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("logs/\(log)"))), as: UTF8.self)
        var lines = plain.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let printed = lines.map { "[10:32:19] :\t [Step 3/4] " + $0 + "\n" }.joined()
        try GitHubActionsLogTests.expectSameReading(plain, Array(printed.utf8))
    }
}
