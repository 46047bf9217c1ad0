import XCTest

/// The scheme installs a fresh app before this suite (fastlane scan with
/// reinstall_app), so each run exercises the install-time association.
final class UniversalLinkUITests: XCTestCase {

    private let app = XCUIApplication()

    private func open(_ link: String) {
        app.launch()
        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.system.open(URL(string: link)!)
    }

    func testUSStoreLinkOpensProduct() {
        open("https://www.verdura.com/p/84412")
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10))
        XCTAssertTrue(app.staticTexts["product-84412"].waitForExistence(timeout: 5))
    }

    func testDutchStoreLinkOpensProduct() {
        open("https://www.verdura.nl/p/84412")
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10),
                      "www.verdura.nl link did not open Verdura")
        XCTAssertTrue(app.staticTexts["product-84412"].waitForExistence(timeout: 5))
    }
}
