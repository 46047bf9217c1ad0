import XCTest
import MapKit
@testable import Trailmark

final class TripMapSnapshotTests: XCTestCase {
    private var route: TripRoute!

    override func setUp() {
        super.setUp()
        route = TripRoute.fixture("ridge-loop")
    }

    func testRegionFitsWholeRoute() {
        let region = TripMapSnapshotRenderer.region(fitting: route, padding: 0.1)
        for point in route.coordinates {
            XCTAssertTrue(region.contains(point))
        }
    }

    func testSnapshotRendersRoute() {
        let done = expectation(description: "MKMapSnapshotter finished")
        var image: UIImage?
        let renderer = TripMapSnapshotRenderer(size: CGSize(width: 320, height: 200))
        renderer.render(route) { result in
            image = try? result.get()
            done.fulfill()
        }
        // MapKit tiles come from the network on CI; 5 s is usually enough.
        // Retried once by -retry-tests-on-failure when the tile server is slow.
        // The overlay itself is checked in testRegionFitsWholeRoute.
        wait(for: [done], timeout: 5)
        XCTAssertNotNil(image)
    }
}
