import XCTest

final class GeofenceArrivalUITests: XCTestCase {
    func testArrivalBannerAfterEnteringStoreRegion() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-grantLocationAlways", "-monitorStore", "store-118"]
        app.launch()
        XCTAssertTrue(app.staticTexts["monitoring-store-118"].waitForExistence(timeout: 10))

        // CI step moves the simulator into the 150 m region around store 118
        // (`xcrun simctl location booted set 51.5079,-0.0877`) right after this marker.
        print("GEOFENCE_TEST_READY")
        let banner = app.staticTexts["arrival-banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 30), "no didEnterRegion for store-118 within 30 s")
    }
}
