import XCTest

/// Device lab only: shares a fixture photo from Photos into the Ferngrove
/// share extension, which hands the file to a background URLSession
/// (sharedContainerIdentifier = group.com.ferngrove.shared).
final class ShareExtensionUploadUITests: XCTestCase {
    func testShareExtensionUploadCompletes() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["DEVICE_LAB"] == "1")
        let photos = XCUIApplication(bundleIdentifier: "com.apple.mobileslideshow")
        photos.launch()
        photos.images.firstMatch.tap()
        photos.buttons["Share"].tap()
        photos.cells["Ferngrove"].tap()
        let sheet = photos.otherElements["ferngrove.share.sheet"]
        sheet.buttons["Post"].tap()

        let app = XCUIApplication()
        app.launch()
        let done = app.staticTexts["upload-status-IMG_0042"]
        XCTAssertTrue(done.waitForExistence(timeout: 90))
        XCTAssertEqual(done.label, "Uploaded")
    }
}
