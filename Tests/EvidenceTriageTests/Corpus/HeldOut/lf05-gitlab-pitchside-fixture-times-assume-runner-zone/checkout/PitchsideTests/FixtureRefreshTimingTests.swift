import BackgroundTasks
import XCTest
@testable import Pitchside

/// Device-lab only: submits the real request and measures when iOS launches it.
final class FixtureRefreshTimingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "PitchsideTests.FixtureRefreshTimingTests/testRefreshLaunchesWithin5MinutesOfEarliestBeginDate", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshLaunchesWithin5MinutesOfEarliestBeginDate() throws {
        let earliest = Date(timeIntervalSinceNow: 120)
        let launched = expectation(forNotification: .init("PitchsideFixturesRefreshLaunched"), object: nil)
        try BackgroundRefresh.submit(earliestBeginDate: earliest)
        wait(for: [launched], timeout: 3600)
        let delay = BackgroundRefresh.lastLaunch!.timeIntervalSince(earliest)
        XCTAssertLessThan(delay, 300, "launch came \(Int(delay)) s after earliestBeginDate")
    }
}
