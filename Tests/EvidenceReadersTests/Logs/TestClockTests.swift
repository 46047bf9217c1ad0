@testable import EvidenceReaders
import EvidenceKit
import Foundation
import Testing

/// When each failed test ran, as the log says it (`TestClock`): XCUITest's `Start Test at …`, else a
/// serial run's suite start plus the tests before it; a parallel clone's tests have no time.
@Suite struct TestClockTests {
    static func starts(_ log: String) -> [String: String] {
        let reader = TestLogReader(evidencePath: "logs/test.log")
        Array(log.utf8).withUnsafeBytes { reader.consume($0) }
        _ = reader.finish()
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "HH:mm:ss.SSS"
        return Dictionary(uniqueKeysWithValues: reader.failedTestStarts.map { ($0.key.name, format.string(from: $0.value)) })
    }

    @Test func aUITestsStartLineIsItsStart() {
        let starts = Self.starts("""
            Test Suite 'CallUITests' started at 2026-08-13 17:02:41.736.
            Test Case '-[AppUITests.CallUITests testHangUp]' started.
                t =     0.00s Start Test at 2026-08-13 17:02:45.500
            /Users/lab/AppUITests/CallUITests.swift:26: error: -[AppUITests.CallUITests testHangUp] : XCTAssertTrue failed
            Test Case '-[AppUITests.CallUITests testHangUp]' failed (24.431 seconds).

            """)
        #expect(starts == ["testHangUp": "17:02:45.500"])
    }

    /// The suite's start, then each test's end: the third test starts when the second ended. A passed
    /// test keeps no time.
    @Test func aSerialRunsTestsStartWhereTheOneBeforeEnded() {
        let starts = Self.starts("""
            Test Suite 'StoreTests' started at 2026-08-13 09:14:21.125.
            Test Case '-[AppTests.StoreTests testA]' started.
            /Users/lab/AppTests/StoreTests.swift:3: error: -[AppTests.StoreTests testA] : XCTAssertEqual failed: ("0") is not equal to ("1")
            Test Case '-[AppTests.StoreTests testA]' failed (0.009 seconds).
            Test Case '-[AppTests.StoreTests testB]' started.
            Test Case '-[AppTests.StoreTests testB]' passed (1.250 seconds).
            Test Case '-[AppTests.StoreTests testC]' started.
            /Users/lab/AppTests/StoreTests.swift:9: error: -[AppTests.StoreTests testC] : XCTAssertTrue failed
            Test Case '-[AppTests.StoreTests testC]' failed (0.100 seconds).
            Test Suite 'StoreTests' failed at 2026-08-13 09:14:22.490.

            """)
        #expect(starts == ["testA": "09:14:21.125", "testC": "09:14:22.384"])
    }

    /// Parallel clones print no times: no start is made up for their tests.
    @Test func aParallelClonesTestsHaveNoStart() {
        let starts = Self.starts("""
            Test suite 'StoreTests' started on 'Clone 1 of iPhone 16 - App (51881)'
            Test case 'StoreTests.testA()' failed on 'Clone 1 of iPhone 16 - App (51881)' (0.398 seconds)

            """)
        #expect(starts.isEmpty)
    }
}

/// `LogTimestamp` reads a time only where a whole one stands: a cut one is none, never a crash.
@Suite struct LogTimestampTests {
    @Test(arguments: ["", "2026", "2026-08-13", "2026-08-13 17:02", "2026-08-13 17:02:4", "2026-08-13x17:02:41"])
    func aCutOrMalformedTimeIsNone(_ text: String) {
        #expect(LogTimestamp(text) == nil)
    }

    /// The zone moves the instant, not the clock as written.
    @Test func theZoneMovesTheDateNotTheWallClock() throws {
        let time = try #require(LogTimestamp("2026-08-13 17:02:50.5+0200 Ledger[611]: …"))
        #expect(time.clock == "17:02:50")
        let wall = try #require(time.wallClock), date = try #require(time.date)
        #expect(wall.timeIntervalSince(date) == 7200)
        #expect(LogTimestamp("2026-08-13 17:02:50.5")?.wallClock == wall)
    }
}
