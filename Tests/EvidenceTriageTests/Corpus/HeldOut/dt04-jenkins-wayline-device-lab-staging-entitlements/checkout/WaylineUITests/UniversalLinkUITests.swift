import XCTest

final class UniversalLinkUITests: XCTestCase {

    func testTripLinkOpensTripDetail() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)

        // The lab devices have the app installed fresh by this job, so the
        // associated-domains check for go.wayline.app ran at install time.
        XCUIDevice.shared.system.open(URL(string: "https://go.wayline.app/trip/T-4411")!)

        let opened = app.wait(for: .runningForeground, timeout: 10)
        let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
        XCTAssertTrue(opened, "universal link opened in \(safari.state == .runningForeground ? "com.apple.mobilesafari" : "another app") instead of Wayline")
        XCTAssertTrue(app.staticTexts["trip-detail-T-4411"].waitForExistence(timeout: 5))
    }
}
