import XCTest

final class WidgetTimelineUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "net.bookmoth.reader")
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testWidgetShowsLastOpenedBook() {
        app.launch()
        app.cells["book-the-left-hand-of-darkness"].tap()
        app.buttons["Close book"].tap()

        XCUIDevice.shared.press(.home)
        let widgetText = springboard.staticTexts["Continue reading: The Left Hand of Darkness"]
        XCTAssertTrue(widgetText.waitForExistence(timeout: 15),
                      "widget still shows the placeholder (\"Open Bookmoth to start reading\")")
    }
}
