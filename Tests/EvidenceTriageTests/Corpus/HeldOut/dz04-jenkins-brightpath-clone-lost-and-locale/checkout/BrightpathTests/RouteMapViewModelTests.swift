import MapKit
import XCTest
@testable import Brightpath

@MainActor
final class RouteMapViewModelTests: XCTestCase {

    func testSelectingStopCentersMap() {
        let model = RouteMapViewModel(route: .fixture(number: 14))
        let stop = model.route.stops[3]

        model.select(stop)

        XCTAssertEqual(model.region.center.latitude, stop.coordinate.latitude, accuracy: 0.0001)
        XCTAssertEqual(model.region.center.longitude, stop.coordinate.longitude, accuracy: 0.0001)
    }

    func testRouteOverlayHasOneSegmentPerLeg() {
        let model = RouteMapViewModel(route: .fixture(number: 14))
        XCTAssertEqual(model.overlaySegments.count, model.route.stops.count - 1)
    }
}
