import CoreLocation
import XCTest
@testable import Saltmarsh

final class TrackSmootherTests: XCTestCase {
    private func fix(_ lat: Double, _ lon: Double, accuracy: Double = 8, at seconds: TimeInterval) -> CLLocation {
        CLLocation(coordinate: .init(latitude: lat, longitude: lon), altitude: 2,
                   horizontalAccuracy: accuracy, verticalAccuracy: 4,
                   timestamp: Date(timeIntervalSince1970: 1_790_000_000 + seconds))
    }

    func testFirstFixPassesThrough() {
        var smoother = TrackSmoother()
        let first = fix(51.4662, 0.6121, at: 0)
        XCTAssertEqual(smoother.smooth(first).coordinate.latitude, 51.4662, accuracy: 1e-9)
    }

    func testJitterIsDamped() {
        var smoother = TrackSmoother()
        _ = smoother.smooth(fix(51.4662, 0.6121, at: 0))
        let jumped = smoother.smooth(fix(51.4672, 0.6121, accuracy: 40, at: 5))
        XCTAssertLessThan(jumped.coordinate.latitude, 51.4672)
    }

    /// Smoothed points go into the saved GPX and into distance sums that skip
    /// invalid (negative accuracy) points.
    func testSmoothedPointKeepsSourceAccuracy() {
        var smoother = TrackSmoother()
        _ = smoother.smooth(fix(51.4662, 0.6121, at: 0))
        let smoothed = smoother.smooth(fix(51.4664, 0.6124, accuracy: 8, at: 5))

        XCTAssertGreaterThanOrEqual(smoothed.horizontalAccuracy, 0, "a negative accuracy marks the point invalid")
        XCTAssertEqual(smoothed.horizontalAccuracy, 8, accuracy: 0.001)
    }
}
