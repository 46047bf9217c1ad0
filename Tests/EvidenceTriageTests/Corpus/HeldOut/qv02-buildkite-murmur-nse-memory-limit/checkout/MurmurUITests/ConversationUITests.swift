import XCTest

final class ConversationUITests: XCTestCase {
    func testOpenConversationFromBanner() {
        let app = XCUIApplication()
        app.launch()
        app.cells["conversation.ana"].tap()
        XCTAssertTrue(app.navigationBars["Ana Ruiz"].waitForExistence(timeout: 10))
    }
}
