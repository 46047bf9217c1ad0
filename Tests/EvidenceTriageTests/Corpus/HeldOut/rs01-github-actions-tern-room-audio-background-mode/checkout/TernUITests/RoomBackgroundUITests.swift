import XCTest

final class RoomBackgroundUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestRoom", "standup-42", "-fakeMicrophone"]
        app.launch()
    }

    func testMicTrackStaysLiveAfterHomePress() throws {
        app.buttons["room.join"].tap()
        let status = app.staticTexts["mic.status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Live")

        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()

        XCTAssertEqual(status.label, "Live", "published mic should keep running while the app is in the background")
    }
}
