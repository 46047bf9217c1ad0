import XCTest

/// Drives the Files app: copy a file from one Cloudmere account (File Provider domain)
/// into another. Both accounts are seeded against the local WebDAV stub.
final class CrossDomainTransferTests: XCTestCase {
    private let files = XCUIApplication(bundleIdentifier: "com.apple.DocumentsApp")

    override func setUpWithError() throws {
        continueAfterFailure = false
        let app = XCUIApplication()
        app.launchArguments += ["-CloudmereSeedAccounts", "work,personal", "-CloudmereServer", "http://127.0.0.1:8841"]
        app.launch()
        XCTAssertTrue(app.staticTexts["2 accounts ready"].waitForExistence(timeout: 20))
    }

    func testCopyBetweenAccountsDownloadsSource() throws {
        files.launch()
        files.openLocation("Cloudmere — Work")
        files.cells["Q1 report.pdf"].press(forDuration: 1.0)
        files.buttons["Copy"].tap()
        files.openLocation("Cloudmere — Personal")
        files.collectionViews.firstMatch.press(forDuration: 1.0)
        files.buttons["Paste"].tap()

        let alert = files.alerts.firstMatch
        XCTAssertFalse(alert.waitForExistence(timeout: 20), "Files showed an error: \(alert.label)")
        XCTAssertTrue(files.cells["Q1 report.pdf"].waitForExistence(timeout: 60))
    }
}
