import XCTest

/// Sends a content-available push to the backgrounded app and expects the
/// tracking list to have refreshed when the user comes back.
final class SilentPushUITests: XCTestCase {
    private var app: XCUIApplication!
    private let relay = PushRelay(baseURL: URL(string: "http://127.0.0.1:8099")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-stub-tracking", "fixtures/tracking-two-parcels.json"]
        app.launch()
    }

    func testContentAvailablePushRefreshesTrackingInBackground() throws {
        let firstRow = app.cells["shipment.row.1Z999AA10123456784"]
        XCTAssertTrue(firstRow.waitForExistence(timeout: 10))
        XCTAssertEqual(firstRow.staticTexts["shipment.status"].label, "In transit")

        // Background the app the way a user would.
        XCUIDevice.shared.press(.home)

        // The relay on the runner runs `xcrun simctl push booted <bundle> payload.apns`.
        try relay.send(bundleID: "com.lumenfold.parcelpost",
                       payload: ["aps": ["content-available": 1],
                                 "pp": ["kind": "tracking-changed", "tracking": "1Z999AA10123456784"]])

        // The app writes a marker into the shared container when the
        // background fetch completion handler has been called.
        let refreshed = expectation(description: "tracking refreshed by background push")
        let marker = MarkerFile(appGroup: "group.com.lumenfold.parcelpost", name: "last-background-refresh")
        marker.onChange { refreshed.fulfill() }
        wait(for: [refreshed], timeout: 45)

        app.activate()
        XCTAssertEqual(firstRow.staticTexts["shipment.status"].label, "Out for delivery")
    }
}
