import CoreLocation
import Testing
@testable import Trailmix

struct ElevationProfileTests {

    private func point(_ lat: Double, _ lon: Double, _ alt: Double) -> CLLocation {
        CLLocation(coordinate: .init(latitude: lat, longitude: lon), altitude: alt,
                   horizontalAccuracy: 5, verticalAccuracy: 5, timestamp: .distantPast)
    }

    @Test func totalAscentIgnoresNoise() {
        let profile = ElevationProfile(points: [point(0, 0, 100), point(0, 0.001, 101), point(0, 0.002, 99), point(0, 0.003, 120)])
        #expect(profile.totalAscent() == 20)
    }

    @Test func distanceAlongEquatorForOneMinuteOfLongitude() {
        let profile = ElevationProfile(points: [point(0, 0, 0), point(0, 1.0 / 60.0, 0)])
        #expect(profile.distance(from: 0, to: 1) == 1855.3248463069831)
    }
}
