import XCTest
import CoreLocation
@testable import Fernroute

final class CurrentPositionTests: XCTestCase {
    func testResolvesNearestTrailheadFromCurrentLocation() {
        let locator = TrailheadLocator(manager: CLLocationManager(), catalogue: .bundled)
        let resolved = expectation(description: "nearest trailhead resolved")
        var nearest: Trailhead?
        locator.resolveNearest { result in
            nearest = try? result.get()
            resolved.fulfill()
        }
        wait(for: [resolved], timeout: 15)
        XCTAssertNotNil(nearest, "no location fix within 15s")
    }
}
