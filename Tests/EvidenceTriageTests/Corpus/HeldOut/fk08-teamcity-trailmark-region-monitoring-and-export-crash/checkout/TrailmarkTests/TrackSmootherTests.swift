import CoreLocation
import XCTest
@testable import Trailmark

final class TrackSmootherTests: XCTestCase {
    func testStraightLineDistance() {
        let fixes = GPXFixture.load("straight-1km-5m-accuracy")
        XCTAssertEqual(TrackSmoother().distance(of: fixes), 1000, accuracy: 2)
    }

    /// Recorded from the Simulator's "Freeway Drive": it reports horizontalAccuracy = 0 for
    /// every fix, and negative accuracy marks an invalid fix on devices. Neither may poison the sum.
    func testRejectsFixesWithNonPositiveAccuracy() {
        let fixes = GPXFixture.load("loop-1200m-sim-recorded")
        let distance = TrackSmoother().distance(of: fixes)
        XCTAssertFalse(distance.isNaN, "distance is NaN")
        XCTAssertEqual(distance, 1204.6, accuracy: 0.5)
    }
}
