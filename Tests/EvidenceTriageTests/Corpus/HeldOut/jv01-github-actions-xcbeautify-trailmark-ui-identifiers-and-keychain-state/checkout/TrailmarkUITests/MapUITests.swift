import XCTest

final class MapUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-resetForUITesting", "-mockLocation", "47.6062,-122.3321"]
        app.launch()
        app.tabBars.buttons["Map"].tap()
    }

    func testRecenterButtonFollowsUser() {
        app.buttons["map.recenter"].tap()
        XCTAssertTrue(app.otherElements["map.userLocation"].waitForExistence(timeout: 10))
    }

    // Tile loading on CI can take long enough that the map is still settling when we long-press.
    // The CI test plan retries failures once (Retry on Failure, 2 repetitions).
    func testDroppedPinShowsCallout() {
        let map = app.maps.firstMatch
        XCTAssertTrue(map.waitForExistence(timeout: 10))
        map.press(forDuration: 1.2)
        let callout = app.otherElements["map.pinCallout"]
        XCTAssertTrue(callout.waitForExistence(timeout: 10))
        callout.buttons["Add to journal"].tap()
        let sheet = app.sheets.firstMatch
        XCTAssertTrue(sheet.waitForExistence(timeout: 5))
        sheet.buttons["Cancel"].tap()
        XCTAssertFalse(sheet.exists)
        // Pin stays on the map after the sheet is dismissed.
        let pins = app.otherElements.matching(identifier: "map.droppedPin")
        XCTAssertEqual(pins.count, 1)
        app.buttons["map.recenter"].tap()
        // The query below runs while tiles are still decoding on a cold clone.
        XCTAssertTrue(app.otherElements["map.droppedPin"].firstMatch.isHittable)
        map.pinch(withScale: 2, velocity: 1)
        XCTAssertTrue(callout.exists == false)
        app.otherElements["map.droppedPin"].firstMatch.tap()
        XCTAssertTrue(callout.waitForExistence(timeout: 5))
    }
}
