import XCTest
@testable import Ashgrove

final class PurgeSchedulingTests: XCTestCase {
    func testSubmitAfterRegisterSchedulesPurge() throws {
        let scheduler = BGTaskSchedulerStub()
        let coordinator = PurgeCoordinator(scheduler: BGTaskSchedulerStub())   // registers on its own stub
        coordinator.registerAtLaunch()
        try scheduler.submit(PurgeCoordinator.makeRequest())
        XCTAssertEqual(scheduler.submitted.count, 1)
    }
}
