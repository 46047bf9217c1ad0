import CoreLocation
import XCTest
@testable import Waypoint

final class GeofenceListTests: XCTestCase {
    func testSortedByDistance() {
        let here = CLLocation(latitude: 52.3702, longitude: 4.8952)
        let list = GeofenceList(fences: [
            .init(id: "depot", center: .init(latitude: 52.3900, longitude: 4.9100), radius: 150),
            .init(id: "office", center: .init(latitude: 52.3710, longitude: 4.8960), radius: 400),
        ])
        XCTAssertEqual(list.sorted(from: here).map(\.id), ["office", "depot"])
    }
}
