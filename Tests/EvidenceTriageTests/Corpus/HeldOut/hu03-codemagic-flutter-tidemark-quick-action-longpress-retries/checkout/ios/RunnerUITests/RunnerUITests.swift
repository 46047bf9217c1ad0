import XCTest

private let kElementWaitingTime = 30.0

final class RunnerUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func testQuickActionWithFreshStart() {
        app.launch()
        app.terminate()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let icon = springboard.icons["Tidemark"]
        if !icon.waitForExistence(timeout: kElementWaitingTime) {
            XCTFail("Failed due to not able to find the Tidemark icon from springboard with \(kElementWaitingTime) seconds. Springboard debug description: \(springboard.debugDescription)")
        }
        icon.press(forDuration: 2)

        let tideTable = springboard.buttons["Tide table"]
        if !tideTable.waitForExistence(timeout: kElementWaitingTime) {
            XCTFail("Failed due to not able to find the Tide table button from springboard with \(kElementWaitingTime) seconds. Springboard debug description: \(springboard.debugDescription)")
        }
        tideTable.tap()

        XCTAssertTrue(app.otherElements["tide-table-screen"].waitForExistence(timeout: kElementWaitingTime))
    }

    func testQuickActionWhileRunning() {
        app.launch()
        XCUIDevice.shared.press(.home)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let icon = springboard.icons["Tidemark"]
        if !icon.waitForExistence(timeout: kElementWaitingTime) {
            XCTFail("Failed due to not able to find the Tidemark icon from springboard with \(kElementWaitingTime) seconds. Springboard debug description: \(springboard.debugDescription)")
        }
        icon.press(forDuration: 2)

        let nearest = springboard.buttons["Nearest station"]
        if !nearest.waitForExistence(timeout: kElementWaitingTime) {
            XCTFail("Failed due to not able to find the Nearest station button from springboard with \(kElementWaitingTime) seconds. Springboard debug description: \(springboard.debugDescription)")
        }
        nearest.tap()

        XCTAssertTrue(app.otherElements["station-detail-screen"].waitForExistence(timeout: kElementWaitingTime))
    }

    func testLaunchShowsTodayTides() {
        app.launch()
        XCTAssertTrue(app.staticTexts["Today"].waitForExistence(timeout: kElementWaitingTime))
    }
}
