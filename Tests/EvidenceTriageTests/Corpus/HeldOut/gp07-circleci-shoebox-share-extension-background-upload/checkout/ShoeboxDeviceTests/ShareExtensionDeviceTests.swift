import XCTest

/// Runs on the lab iPhone attached to the self-hosted runner: shares a photo from Photos into
/// the Shoebox share extension and waits for the background upload to finish.
final class ShareExtensionDeviceTests: XCTestCase {
    func testUploadFromShareExtensionCompletes() throws {
        let photos = XCUIApplication(bundleIdentifier: "com.apple.mobileslideshow")
        photos.launch()
        photos.cells.firstMatch.tap()
        photos.buttons["Share"].tap()
        photos.collectionViews.buttons["Shoebox"].tap()
        photos.buttons["Upload"].tap()

        let log = AppGroupLogReader(group: "group.app.shoebox", category: "share-upload")
        let finished = expectation(description: "share upload finished")
        log.onLine { line in
            if line.contains("finished") { finished.fulfill() }
            if line.contains("failed:") { XCTFail(line) }
        }
        wait(for: [finished], timeout: 120)
    }
}
