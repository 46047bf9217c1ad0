import XCTest

final class SilentPushUITests: XCTestCase {
    func testSilentPushTriggersBeaconInBackground() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        try SimctlPush.send(bundleID: "com.pelorus.app", payload: #"{"aps":{"content-available":1}}"#)

        let beaconLog = BeaconLogFile(appGroup: "group.com.pelorus.app")
        XCTAssertTrue(beaconLog.waitForEntry(timeout: 60), "no beacon sent after silent push")
    }
}
