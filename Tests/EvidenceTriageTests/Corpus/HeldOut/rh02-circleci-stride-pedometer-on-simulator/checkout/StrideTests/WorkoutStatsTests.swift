import XCTest
import CoreLocation
@testable import Stride

final class WorkoutStatsTests: XCTestCase {
    private func point(_ lat: Double, moving: Bool, sensor: Double? = nil) -> Trackpoint {
        Trackpoint(location: CLLocation(latitude: lat, longitude: 8.54), isMoving: moving, sensorDistance: sensor)
    }

    func testDistanceUsesLatestTrackpoint() {
        var stats = WorkoutStats()
        stats.add(point(47.3700, moving: true))
        stats.add(point(47.3709, moving: false))   // slow segment, still recorded
        stats.add(point(47.3718, moving: true))
        XCTAssertEqual(stats.totalDistance, 200.2, accuracy: 1.0)
    }

    func testSensorDistanceWins() {
        var stats = WorkoutStats()
        stats.add(point(47.3700, moving: true, sensor: 12))
        XCTAssertEqual(stats.totalDistance, 12)
    }
}
