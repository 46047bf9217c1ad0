import Testing
import CoreLocation
@testable import Waypost

struct GeofenceRulesTests {
    @Test func entersRegionWhenInsideRadius() {
        let rule = GeofenceRule(center: CLLocationCoordinate2D(latitude: 52.3676, longitude: 4.9041), radius: 150)
        let point = CLLocationCoordinate2D(latitude: 52.3686, longitude: 4.9041)

        #expect(rule.contains(point))
    }

    @Test func ignoresPointsOutsideRadius() {
        let rule = GeofenceRule(center: CLLocationCoordinate2D(latitude: 52.3676, longitude: 4.9041), radius: 150)
        #expect(!rule.contains(CLLocationCoordinate2D(latitude: 52.38, longitude: 4.9041)))
    }
}
