import XCTest

final class PlayerUITests: XCTestCase {
    func testMiniPlayerAppearsAfterPlay() {
        let app = XCUIApplication()
        app.launch()
        app.cells.element(boundBy: 0).buttons["Play"].tap()
        XCTAssertTrue(app.otherElements["miniPlayer"].waitForExistence(timeout: 3))
    }
}
