import CoreMotion
import XCTest
@testable import Stride

/// The CI job drives the Simulator along the "City Run" route
/// (Features > Location) before this suite starts.
final class MotionActivityTests: XCTestCase {
    let service = MotionActivityService()

    func testWalkingUpdateDelivered() {
        let walking = expectation(description: "walking activity delivered")
        service.onWalkingStarted = { walking.fulfill() }
        service.startUpdates()
        wait(for: [walking], timeout: 120)
    }

    func testHistoricalQueryReturnsMorningWalk() async throws {
        let end = Date()
        let walks = try await service.walks(since: end.addingTimeInterval(-6 * 3600), until: end)
        XCTAssertFalse(walks.isEmpty)
    }
}
