import XCTest
@testable import Tollgate

final class MapGestureTests: XCTestCase {
    private var tester: MapViewTester!

    override func setUp() {
        super.setUp()
        tester = MapViewTester(style: .bundled("tollgate-day"))
        tester.waitForFirstRender()
    }

    func testPinchZoomChangesZoomLevel() {
        let before = tester.mapView.zoomLevel
        tester.pinch(scale: 2)
        XCTAssertGreaterThan(tester.mapView.zoomLevel, before)
    }

    func testCompassTapResetsDirection() {
        tester.mapView.setDirection(217.430747715, animated: false)
        tester.tap(accessibilityLabel: "Compass")
        XCTAssertEqual(tester.mapView.direction, 0, accuracy: 0.001, "tapping compass should reset map direction")
    }

    func testDirectionResetAfterRotate() {
        tester.rotate(degrees: 45)
        tester.mapView.resetNorth(animated: true)
        tester.waitForIdle()
        XCTAssertEqual(tester.mapView.direction, 0, accuracy: 0.001, "resetNorth should leave direction at 0")
    }
}
