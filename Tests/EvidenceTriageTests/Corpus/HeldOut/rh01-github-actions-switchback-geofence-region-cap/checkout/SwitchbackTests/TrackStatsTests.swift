import XCTest
import CoreLocation
@testable import Switchback

final class TrackStatsTests: XCTestCase {
    private func loc(_ lat: Double, _ lon: Double) -> CLLocation { CLLocation(latitude: lat, longitude: lon) }

    func testDistanceWithinSingleBatch() {
        var stats = TrackStats()
        stats.append([loc(47.6000, -122.3000), loc(47.6010, -122.3000)])
        XCTAssertEqual(stats.distance, 111.2, accuracy: 0.5)
    }

    func testDistanceIncludesJoinSegment() {
        var stats = TrackStats()
        stats.append([loc(47.6000, -122.3000), loc(47.6010, -122.3000)])
        stats.append([loc(47.6020, -122.3000), loc(47.6030, -122.3000)])
        XCTAssertEqual(stats.distance, 333.6, accuracy: 0.5)
    }
}
