import CoreLocation
import Shared
import XCTest

final class LocationTimestampTests: XCTestCase {

    func testFixCoordinatesAreCopied() {
        let fix = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 46.5586, longitude: 7.8851),
                             altitude: 1600, horizontalAccuracy: 8, verticalAccuracy: 12,
                             timestamp: Date(timeIntervalSince1970: 1_798_536_000))
        let point = fix.toTrackPoint()
        XCTAssertEqual(point.latitude, 46.5586, accuracy: 1e-9)
        XCTAssertEqual(point.longitude, 7.8851, accuracy: 1e-9)
        XCTAssertEqual(point.accuracyMeters, 8)
    }

    func testFixTimestampIsEpochMillis() {
        let fix = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 46.5586, longitude: 7.8851),
                             altitude: 1600, horizontalAccuracy: 8, verticalAccuracy: 12,
                             timestamp: Date(timeIntervalSince1970: 1_798_536_000))
        let point = fix.toTrackPoint()

        // TrackPoint.timestampMillis is shared with Android (System.currentTimeMillis based)
        XCTAssertEqual(point.timestampMillis, 1_798_536_000_000)
    }
}
