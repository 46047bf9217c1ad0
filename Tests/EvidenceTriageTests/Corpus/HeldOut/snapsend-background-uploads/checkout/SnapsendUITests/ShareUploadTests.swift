import XCTest

/// Drives the Snapsend share extension from the app's own share button
/// (the extension runs as its own process with its own entitlements).
final class ShareUploadTests: XCTestCase {

    func testShareExtensionUploadsProofPhoto() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture-stop", "depot-14-stop-3"]
        app.launch()

        app.buttons["Share proof photo"].tap()
        app.collectionViews.cells["Snapsend"].tap()
        let sheet = app.otherElements["SnapsendShareSheet"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 10))
        sheet.buttons["Upload"].tap()

        let status = sheet.staticTexts["uploadStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Uploaded", "share extension showed: \(status.label)")
    }
}
