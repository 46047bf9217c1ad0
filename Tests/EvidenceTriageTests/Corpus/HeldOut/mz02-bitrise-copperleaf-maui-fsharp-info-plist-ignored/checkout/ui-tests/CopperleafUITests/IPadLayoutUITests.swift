import XCTest

final class IPadLayoutUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.copperleaf.field")

    func testSplitViewOnIPad() throws {
        try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .pad)
        app.launch()
        let window = app.windows.firstMatch
        XCTAssertGreaterThan(window.frame.width, 800, "app should use the full iPad width")
        XCTAssertTrue(app.otherElements["inspections.sidebar"].exists)
    }
}
