import XCTest
import BackgroundTasks
@testable import Saltbush

final class PruneSchedulerTests: XCTestCase {
    func testHandlerRegisteredAtLaunch() {
        XCTAssertTrue(Diagnostics.records.contains { $0.identifier == TilePruneScheduler.identifier && $0.phase == .registration && $0.outcome == .succeeded })
    }

    func testPruneRequestIsAccepted() {
        XCTAssertNoThrow(try TilePruneScheduler.submit())
    }
}
