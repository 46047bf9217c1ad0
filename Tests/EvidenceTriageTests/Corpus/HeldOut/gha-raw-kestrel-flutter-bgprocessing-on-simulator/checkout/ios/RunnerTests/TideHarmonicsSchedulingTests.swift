import BackgroundTasks
import XCTest
@testable import Runner

/// Native side of the tide-harmonics precompute (platform channel "kestrel/harmonics").
final class TideHarmonicsSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        TideHarmonicsTask.shared.cancelAll()
    }

    func testSubmitHarmonicsRequestSucceeds() throws {
        let task = TideHarmonicsTask.shared
        XCTAssertNoThrow(try task.submit(earliestBegin: Date(timeIntervalSinceNow: 60)),
                         "BGTaskScheduler rejected the harmonics request")
    }

    func testHarmonicsTaskRunsAfterSubmit() throws {
        let ran = expectation(description: "harmonics task launched by the system")
        TideHarmonicsTask.shared.onRun = { _ in ran.fulfill() }
        try? TideHarmonicsTask.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 5))
        // The request asks for 5 s; give the scheduler two minutes.
        wait(for: [ran], timeout: 120)
    }
}
