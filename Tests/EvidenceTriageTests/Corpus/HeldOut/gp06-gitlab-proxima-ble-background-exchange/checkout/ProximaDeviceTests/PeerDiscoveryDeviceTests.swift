import XCTest

/// Device lab: this iPhone (A) and the lab beacon iPhone (B, Proxima release build left in the
/// background by the lab fixture). Both sides are backgrounded during the exchange.
final class PeerDiscoveryDeviceTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-device-lab-log-to-app-group"]
        app.launch()
    }

    func testBackgroundedPeersDiscoverEachOtherWithinSixtySeconds() {
        XCTAssertTrue(app.staticTexts["ble-ready"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        let log = AppGroupLog(group: "group.org.proxima")
        let discovered = expectation(description: "lab beacon discovered while both apps are in the background")
        log.onLine { line in
            if line.contains("discovered peer beacon-b") { discovered.fulfill() }
        }
        wait(for: [discovered], timeout: 60)
    }
}
