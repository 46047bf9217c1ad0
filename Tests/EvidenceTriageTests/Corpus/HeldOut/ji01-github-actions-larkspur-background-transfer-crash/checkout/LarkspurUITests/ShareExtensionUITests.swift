import XCTest

final class ShareExtensionUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    private func shareFromSafari(_ link: String) -> XCUIApplication {
        let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
        safari.launch()
        safari.textFields["Address"].tap()
        safari.textFields["Address"].typeText(link + "\n")
        safari.buttons["Share"].tap()
        return safari
    }

    func testSharingEpisodeLinkQueuesUpload() {
        let safari = shareFromSafari("https://larkspur.fm/e/4412")

        let larkspur = safari.cells["Larkspur"]
        XCTAssertTrue(larkspur.waitForExistence(timeout: 10), "Larkspur missing from the share sheet")
        larkspur.tap()

        // The extension swaps its status label once the upload task reports progress.
        let queued = safari.staticTexts["Queued for upload"]
        let appeared = queued.waitForExistence(timeout: 15)
        let status = safari.staticTexts["share-status"].label

        // Fail with what the extension actually showed.
        XCTAssertTrue(appeared, "share extension never confirmed the upload; status label reads \"\(status)\"")
    }
}
