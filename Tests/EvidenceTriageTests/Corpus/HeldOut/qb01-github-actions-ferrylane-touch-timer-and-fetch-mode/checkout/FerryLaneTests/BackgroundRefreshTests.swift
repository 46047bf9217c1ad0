import XCTest
import BackgroundTasks
@testable import FerryLane

final class BackgroundRefreshTests: XCTestCase {
    func testTrafficRefreshSubmitted() throws {
        let scheduler = TrafficRefreshScheduler(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try scheduler.submitNextRefresh(after: 20 * 60))
        XCTAssertEqual(scheduler.lastSubmittedIdentifier, "com.ferrylane.nav.traffic-refresh")
    }
}
