import XCTest

final class GeofenceArrivalUITests: XCTestCase {
    func testArrivalNotificationWhenBackgrounded() throws {
        let app = XCUIApplication()
        app.launchEnvironment["TIDEMARK_REGIONS"] = "harbour-north"
        app.launch()
        XCUIDevice.shared.press(.home)
        try Simctl.setLocation(latitude: 57.7089, longitude: 11.9746)   // inside harbour-north
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Arrived at Harbour North"]
        XCTAssertTrue(banner.waitForExistence(timeout: 45))
    }
}
