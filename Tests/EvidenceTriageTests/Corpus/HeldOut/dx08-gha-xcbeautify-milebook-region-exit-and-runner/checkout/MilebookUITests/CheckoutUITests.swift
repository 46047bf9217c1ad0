import XCTest

final class CheckoutUITests: XCTestCase {
    func testApplePaySheetAppears() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-stubPayments"]
        app.launch()
        app.buttons["upgrade-pro"].tap()
        app.buttons["apple-pay"].tap()
        XCTAssertTrue(XCUIApplication(bundleIdentifier: "com.apple.PassbookUIService").wait(for: .runningForeground, timeout: 10))
    }
}
