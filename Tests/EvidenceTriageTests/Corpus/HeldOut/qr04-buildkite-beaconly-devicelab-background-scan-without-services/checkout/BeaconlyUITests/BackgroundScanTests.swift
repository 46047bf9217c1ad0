import XCTest

/// Device-lab only: the lab's reference tag (BKT-07) advertises continuously next to the phone.
final class BackgroundScanTests: XCTestCase {
    func testTagDiscoveredWhileAppBackgrounded() {
        let app = XCUIApplication()
        app.launchArguments += ["-LabReferenceTag", "BKT-07", "-ResetSightings", "YES"]
        app.launch()
        XCTAssertTrue(app.staticTexts["tag.BKT-07.status"].waitForExistence(timeout: 15))

        XCUIDevice.shared.press(.home)
        sleep(5)
        // The app posts a local notification on the first sighting after entering the background.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["BKT-07 is nearby"]
        XCTAssertTrue(banner.waitForExistence(timeout: 60), "no background sighting notification")
    }
}
