import XCTest
@testable import Syncmoth

final class QuickSyncJobTests: XCTestCase {
    func testQuickSyncStopsBeforeBudget() async {
        let clock = ManualClock()
        let job = QuickSyncJob(clock: clock, peers: .fixture(count: 40))
        let elapsed = await job.runForTesting()
        XCTAssertLessThan(elapsed, 25.0)
    }
}
