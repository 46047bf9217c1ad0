import XCTest

/// The share extension must be offered for photos (Photos app) and web pages (Safari).
final class ShareExtensionUITests: XCTestCase {
    let photos = XCUIApplication(bundleIdentifier: "com.apple.mobileslideshow")
    let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")

    func testAppearsInShareSheetForPhoto() {
        photos.launch()
        photos.cells.firstMatch.tap()
        photos.buttons["Share"].tap()
        let row = photos.collectionViews.cells.matching(identifier: "ClipNest").firstMatch
        XCTAssertTrue(row.waitForExistence(timeout: 8), "ClipNest is not offered in the share sheet for a photo")
    }

    func testAppearsInShareSheetForSafariURL() {
        safari.launch()
        safari.textFields["Address"].tap()
        safari.typeText("https://fixtures.clipnest.example/article\n")
        safari.buttons["ShareButton"].tap()
        let row = safari.collectionViews.cells.matching(identifier: "ClipNest").firstMatch
        XCTAssertTrue(row.waitForExistence(timeout: 8), "ClipNest is not offered in the share sheet for a web page")
    }

    func testAppearsInShareSheetForSelectedText() {
        safari.launch()
        safari.staticTexts["fixture-quote"].press(forDuration: 1.2)
        safari.menuItems["Share…"].tap()
        XCTAssertTrue(safari.collectionViews.cells.matching(identifier: "ClipNest").firstMatch.waitForExistence(timeout: 8))
    }
}
