import XCTest

final class ShareExtensionUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "net.bookmoth.reader")
    let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")

    func testSharedLinkLandsInInbox() {
        safari.launch()
        safari.textFields["Address"].tap()
        safari.typeText("https://longreads.example/the-quiet-coast\n")
        safari.buttons["Share"].tap()
        safari.cells["Bookmoth"].tap()

        app.launch()
        app.tabBars.buttons["Inbox"].tap()
        XCTAssertTrue(app.staticTexts["longreads.example/the-quiet-coast"].waitForExistence(timeout: 20),
                      "\"longreads.example/the-quiet-coast\" did not appear in Inbox within 20 s")
    }
}
