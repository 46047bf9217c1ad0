import XCTest

/// Mileage capture relies on the stationary geofence waking the app after it was terminated.
final class RegionExitTests: XCTestCase {
    func testExitRegionFiresWithinTwoMinutesAfterTerminate() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-grantLocationAlways"]
        app.launch()
        XCTAssertTrue(app.staticTexts["stationary-geofence-armed"].waitForExistence(timeout: 10))
        app.terminate()

        // ci/drive-route.sh replays a 1.7 km GPX route through `simctl location start`.
        try Shell.run("ci/drive-route.sh", "Fixtures/soufflot-to-quatrefages.gpx")
        let woke = expectation(forNotification: .init("MilebookDidExitStationaryRegion"), object: nil, handler: nil)
        DarwinNotificationBridge.forward("com.milebook.didExitRegion")
        wait(for: [woke], timeout: 120)
    }
}
