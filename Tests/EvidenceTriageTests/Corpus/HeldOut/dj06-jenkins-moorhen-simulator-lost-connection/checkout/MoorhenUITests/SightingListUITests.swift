import XCTest

final class SightingListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestingResetStore", "YES"]
        app.launch()
    }

    func testAddSightingAppearsInList() {
        // Launch and first tap happen on a simulator shared with two other jobs on mac-ci-03.
        app.buttons["Add sighting"].tap()
        app.textFields["Species"].typeText("Grey heron")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.cells["Grey heron"].waitForExistence(timeout: 5))
    }

    func testSwipeToDeleteSighting() {
        let cell = app.cells.element(boundBy: 0)
        cell.swipeLeft()
