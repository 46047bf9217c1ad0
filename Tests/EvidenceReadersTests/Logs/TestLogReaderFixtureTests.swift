import EvidenceKit
import EvidenceTestSupport
import Testing

/// Every real log in the shared fixtures, with what it holds and how many lines stay unrecognised.
/// The unrecognised counts are pinned: a change may only lower them.
@Suite struct TestLogReaderFixtureTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var log: String
        var tests: Int
        var failed: Int
        var skipped: Int
        var buildSucceeded: Bool?
        var unrecognized: Int
        var testDescription: String { log }
    }

    static let expectations: [Expectation] = [
        .init(log: "muter__buildError_withTestFailedFooter.log", tests: 0, failed: 0, skipped: 0, buildSucceeded: false, unrecognized: 6),
        .init(log: "muter__runtimeError_fatalError.log", tests: 1, failed: 1, skipped: 0, buildSucceeded: true, unrecognized: 1),
        .init(log: "muter__testRunWithFailures_swift.log", tests: 1, failed: 1, skipped: 0, buildSucceeded: true, unrecognized: 0),
        .init(log: "muter__testRunWithFailures_withTestFailedFooter_singleTestFailure.log", tests: 58, failed: 1, skipped: 0, buildSucceeded: true, unrecognized: 23),
        .init(log: "xcbeautify__MixedTestLog_6_0_Linux.txt", tests: 6, failed: 2, skipped: 0, buildSucceeded: true, unrecognized: 0),
        .init(log: "xcbeautify__MixedTestLog_6_0_macOS.txt", tests: 6, failed: 2, skipped: 0, buildSucceeded: true, unrecognized: 0),
        .init(log: "xcbeautify__TestLog.txt", tests: 85, failed: 3, skipped: 1, buildSucceeded: true, unrecognized: 0),
        .init(log: "xcbeautify__demo_swift_testing_log.txt", tests: 3, failed: 1, skipped: 1, buildSucceeded: true, unrecognized: 0),
        .init(log: "xcbeautify__spi_swift_testing_short_log.txt", tests: 4, failed: 3, skipped: 0, buildSucceeded: true, unrecognized: 0),
        .init(log: "xcbeautify__xctest_crash_log.txt", tests: 7, failed: 1, skipped: 0, buildSucceeded: true, unrecognized: 4),
        .init(log: "xcpretty__SAMPLE_SWIFT_FATAL_ERROR_IN_TEST_MAKE_TESTS_RESTARTING.txt", tests: 3, failed: 1, skipped: 0, buildSucceeded: true, unrecognized: 1),
        .init(log: "xcpretty__SAMPLE_UITEST_CASE_WITH_FAILURE.txt", tests: 1, failed: 1, skipped: 0, buildSucceeded: true, unrecognized: 2),
        .init(log: "xcpretty__raw_kiwi_compilation_fail.txt", tests: 0, failed: 0, skipped: 0, buildSucceeded: false, unrecognized: 1),
    ]

    @Test(.requiresSharedFixtures, arguments: expectations)
    func readsFixture(_ expected: Expectation) throws {
        let (report, reader) = try TestLogReader.read(path: TestPaths.fixture("logs/\(expected.log)"), evidencePath: "logs/\(expected.log)")
        #expect(report.tests.count == expected.tests)
        #expect(report.tests.filter { $0.status == .failed }.count == expected.failed)
        #expect(report.tests.filter { $0.status == .skipped }.count == expected.skipped)
        #expect(report.build.succeeded == expected.buildSucceeded)
        #expect(reader.unrecognizedLineCount == expected.unrecognized)
        // Every result points back at a line of the log it came from.
        for result in report.tests {
            #expect(result.evidence.allSatisfy { $0.path == "logs/\(expected.log)" && ($0.line ?? 0) > 0 })
            #expect(!result.id.description.hasSuffix("()"))
        }
    }

    @Test(.requiresSharedFixtures) func xctestFailureHasMessageFileAndLine() throws {
        let (report, _) = try TestLogReader.read(path: TestPaths.fixture("logs/xcbeautify__TestLog.txt"))
        let failure = try #require(report.tests.first { $0.id.description == "XcbeautifyLibTests.XcbeautifyLibTests/testAggregateTarget" })
        #expect(failure.status == .failed)
        #expect(failure.duration == 0.119)
        let issue = try #require(failure.issues.first)
        #expect(issue.location == SourceLocation(file: "/Users/andres/Git/xcbeautify/Tests/XcbeautifyLibTests/XcbeautifyLibTests.swift", line: 13))
        #expect(issue.message.hasPrefix("XCTAssertEqual failed: (\"Optional(\"Aggregate target"))
        #expect(issue.evidence?.line == 20)
        let crashed = try #require(report.tests.first { $0.id.description == "SwiftTests/testExample" })
        #expect(crashed.status == .failed)
        #expect(crashed.issues.first?.message.hasPrefix("Restarting after unexpected exit, crash, or test timeout") == true)
    }

    @Test(.requiresSharedFixtures) func crashIsAttributedToTheRunningTest() throws {
        let (report, _) = try TestLogReader.read(path: TestPaths.fixture("logs/xcbeautify__xctest_crash_log.txt"))
        let crashed = try #require(report.tests.first { $0.status == .failed })
        #expect(crashed.id.description == "DateTests.CalendarDay__Tests/testToday")
        #expect(crashed.issues.first?.location == SourceLocation(file: "DateTests/CalendarDayTests.swift", line: 63))
        #expect(crashed.issues.contains { $0.message.hasPrefix("Child process terminated with signal 5") })
        #expect(report.unattributedIssues.map(\.message) == ["error: tests exited with '133'"])
    }

    @Test(.requiresSharedFixtures) func restartLineKeepsTheModuleOfTheRunningTest() throws {
        let (report, _) = try TestLogReader.read(path: TestPaths.fixture("logs/xcpretty__SAMPLE_SWIFT_FATAL_ERROR_IN_TEST_MAKE_TESTS_RESTARTING.txt"))
        let crashed = try #require(report.tests.first { $0.status == .failed })
        #expect(crashed.id.description == "xcprettyFatalErrorTests.xcprettyFatalErrorTests/testFatalError")
        #expect(crashed.issues.first?.message == "fatal error: unexpectedly found nil while unwrapping an Optional value")
    }

    @Test(.requiresSharedFixtures) func multiLineXCTestMessageIsKeptWhole() throws {
        let (report, _) = try TestLogReader.read(path: TestPaths.fixture("logs/muter__testRunWithFailures_withTestFailedFooter_singleTestFailure.log"))
        let failure = try #require(report.tests.first { $0.status == .failed })
        #expect(failure.id.module == "muterTests")
        #expect(failure.id.suite == "TestReportGenerationSpec")
        let message = try #require(failure.issues.first?.message)
        #expect(message.hasPrefix("failed - expected to equal <File"))
        #expect(message.hasSuffix("file3.swift    6                                 33>"))
        #expect(failure.issues.first?.location?.line == 91)
    }

    @Test(.requiresSharedFixtures) func swiftTestingIssuesAndSkips() throws {
        let (report, _) = try TestLogReader.read(path: TestPaths.fixture("logs/xcbeautify__demo_swift_testing_log.txt"))
        let failed = try #require(report.tests.first { $0.status == .failed })
        #expect(failed.id.name == "secondExample")
        #expect(failed.issues.first?.location == SourceLocation(file: "DemoSwiftTestingTests.swift", line: 11, column: 5))
        #expect(failed.issues.first?.message == "Expectation failed: true == false")
        let skipped = try #require(report.tests.first { $0.status == .skipped })
        #expect(skipped.id.name == "skippedTest")
        #expect(skipped.issues.first?.message == "Test skipped: \"Skipping this test\"")
    }

    @Test(.requiresSharedFixtures) func buildFailureIsReportedWithTheCompilerError() throws {
        let (report, _) = try TestLogReader.read(path: TestPaths.fixture("logs/muter__buildError_withTestFailedFooter.log"))
        #expect(report.build.succeeded == false)
        let error = try #require(report.build.errors.first)
        #expect(error.message == "error: type 'AbsolutePosition' does not conform to protocol 'Equatable'")
        #expect(error.location?.line == 9)
    }
}
