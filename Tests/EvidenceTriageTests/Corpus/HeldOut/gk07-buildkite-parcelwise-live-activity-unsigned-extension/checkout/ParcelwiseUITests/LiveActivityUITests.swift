import XCTest

final class LiveActivityUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
    }

    func testDeliveryActivityAppearsInDynamicIsland() {
        let app = XCUIApplication()
        app.launchArguments += ["-ParcelwiseFixture", "out-for-delivery"]
        app.launch()
        app.buttons["Track live"].tap()
        XCTAssertTrue(app.staticTexts["live-activity-id"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        // Compact leading/trailing views rendered by ParcelwiseWidgets.appex.
        let compact = springboard.otherElements["parcel-eta-compact"]
        XCTAssertTrue(compact.waitForExistence(timeout: 15), "no Live Activity in the Dynamic Island")
    }
}
