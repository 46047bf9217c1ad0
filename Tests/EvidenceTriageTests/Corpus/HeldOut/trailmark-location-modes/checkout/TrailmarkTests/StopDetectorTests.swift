import XCTest
@testable import Trailmark

final class StopDetectorTests: XCTestCase {
    private let detector = StopDetector()

    func testStationaryWithinRadiusMarksStopped() {
        XCTAssertTrue(detector.isStopped(distanceSinceAnchor: 20, secondsSinceAnchor: 300, source: .gps))
    }

    func testMovingFastIsNotStopped() {
        XCTAssertFalse(detector.isStopped(distanceSinceAnchor: 400, secondsSinceAnchor: 300, source: .gps))
    }

    func testVisitArrivalAloneDoesNotMarkStopped() {
        // CLVisit arrivals are coarse and often arrive while the hiker is still moving.
        let stopped = detector.isStopped(distanceSinceAnchor: 180, secondsSinceAnchor: 40, source: .visitArrival)
        XCTAssertFalse(stopped, "visit arrival marked the hike as stopped")
    }
}
