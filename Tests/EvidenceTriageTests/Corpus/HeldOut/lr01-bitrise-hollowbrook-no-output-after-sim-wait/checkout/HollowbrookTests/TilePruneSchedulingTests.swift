import XCTest
import BackgroundTasks
@testable import Hollowbrook

final class TilePruneSchedulingTests: XCTestCase {
    func testSubmitAcceptsPruneRequest() throws {
        XCTAssertNoThrow(try TilePruneScheduler.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 3600)))
    }

    func testPruneRunsAfterSubmittingOnSimulator() throws {
        let ran = expectation(description: "tile prune handler ran")
        TilePruneScheduler.shared.onRun = { ran.fulfill() }
        try TilePruneScheduler.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 60))
        // The prune is cheap; the system should pick it up within ten minutes.
        wait(for: [ran], timeout: 600)
    }
}
