import XCTest

final class UniversalLinkUITests: XCTestCase {
    let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")

    func testTripLinkOpensTripDetail() {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)

        safari.launch()
        safari.textFields["Address"].tap()
        safari.typeText("https://go.terntrails.example/trip/4471\n")
        safari.buttons["OPEN"].tapIfPresent(timeout: 5)

        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 15), "universal link did not hand off to Tern")
        XCTAssertTrue(app.navigationBars["Trip 4471"].exists)
    }
}
