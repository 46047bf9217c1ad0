import XCTest

/// L2 link-routing scenarios. The AASA for links.parcelpoint.example is served by the
/// staging CDN; the simulator build must carry com.apple.developer.associated-domains
/// for iOS to hand an https link to the app instead of Safari.
final class UniversalLinkUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetOnboarding"]
    }

    func testWarmHTTPSLinkOpensOrderDetail() throws {
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Orders"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        XCUIDevice.shared.system.open(URL(string: "https://links.parcelpoint.example/o/8841")!)

        let title = app.staticTexts["order-detail-title"]
        XCTAssertTrue(title.waitForExistence(timeout: 15), "Universal link did not open OrderDetail; foreground app: \(XCUIApplication(bundleIdentifier: "com.apple.mobilesafari").state == .runningForeground ? "com.apple.mobilesafari" : "unknown")")
        XCTAssertEqual(title.label, "Order #8841")
    }

    func testColdLaunchFromHTTPSLinkShowsReceipt() throws {
        app.terminate()
        XCUIDevice.shared.system.open(URL(string: "https://links.parcelpoint.example/r/55120")!)

        let receipt = app.otherElements["receipt-screen"]
        XCTAssertTrue(receipt.waitForExistence(timeout: 20), "Cold universal link did not launch ParcelPoint into the receipt screen")
    }

    func testCustomSchemeLinkOpensOrders() throws {
        app.launch()
        XCUIDevice.shared.system.open(URL(string: "parcelpoint://orders")!)
        XCTAssertTrue(app.tabBars.buttons["Orders"].isSelected)
    }
}
