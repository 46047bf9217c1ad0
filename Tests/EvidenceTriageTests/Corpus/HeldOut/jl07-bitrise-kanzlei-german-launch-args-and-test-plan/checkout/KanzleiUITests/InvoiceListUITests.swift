import XCTest

final class InvoiceListUITests: GermanUITestCase {
    func testNavigationTitleIsGerman() {
        XCTAssertTrue(app.navigationBars["Rechnungen"].waitForExistence(timeout: 5))
    }

    func testOverdueBannerShowsGermanCopy() {
        XCTAssertTrue(app.navigationBars["Rechnungen"].waitForExistence(timeout: 5))
        let banner = app.staticTexts["invoices.overdueBanner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 5))
        XCTAssertEqual(banner.label, "Seit 14 Tagen überfällig")
    }
}
