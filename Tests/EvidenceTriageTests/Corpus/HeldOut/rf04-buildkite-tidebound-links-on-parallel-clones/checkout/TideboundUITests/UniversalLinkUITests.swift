import XCTest

final class UniversalLinkUITests: XCTestCase {
    private let app = XCUIApplication()
    private let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    private func openFromSafari(_ url: String) {
        safari.launch()
        safari.textFields["Address"].tap()
        safari.typeText(url + "\n")
    }

    func testProductLinkOpensProductDetail() {
        openFromSafari("https://shop.tidebound.com/p/dry-bag-20l")
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10), "link stayed in Safari")
        XCTAssertTrue(app.navigationBars["Dry Bag 20L"].exists)
    }

    func testSharedCartLinkOpensCart() {
        openFromSafari("https://shop.tidebound.com/cart/share/8KQ2")
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10), "link stayed in Safari")
        XCTAssertTrue(app.navigationBars["Shared Cart"].exists)
    }
}
