import CoreLocation
import XCTest
@testable import Switchback

final class ElevationProfileTests: XCTestCase {
    private func location(_ altitude: Double) -> CLLocation {
        CLLocation(coordinate: CLLocationCoordinate2D(latitude: 46.55, longitude: 7.98), altitude: altitude,
                   horizontalAccuracy: 5, verticalAccuracy: 3, timestamp: Date())
    }

    func testFlatTrackHasZeroGain() {
        let profile = ElevationProfile(samples: [1200, 1200, 1200].map(location))
        XCTAssertEqual(profile.totalGain(), 0)
    }

    func testSteadyClimb() {
        let profile = ElevationProfile(samples: [1000, 1010, 1020, 1030].map(location))
        XCTAssertEqual(profile.totalGain(), 30, accuracy: 0.1)
    }

    func testGainIgnoresGPSNoise() {
        // A 23.5 m climb with +/- 2 m jitter on every fix.
        let altitudes: [Double] = [1500, 1502, 1500, 1502.5, 1510, 1508, 1510, 1516, 1514, 1523.5, 1521.5, 1523.5]
        let profile = ElevationProfile(samples: altitudes.map(location))
        XCTAssertEqual(profile.totalGain(), 23.5, accuracy: 0.1)
    }
}
