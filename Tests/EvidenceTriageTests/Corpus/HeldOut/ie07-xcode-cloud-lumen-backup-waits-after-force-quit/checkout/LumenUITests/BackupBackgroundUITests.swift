import XCTest

final class BackupBackgroundUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["LUMEN_BACKUP_SERVER"] = "http://127.0.0.1:8089"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackupBackgroundUITests/\(name.components(separatedBy: " ").last!.dropLast())"
        try PhotoLibraryFixture.reset()
    }

    func testBackupContinuesWhenBackgrounded() throws {
        app.launch()
        app.buttons["Back up now"].tap()
        XCTAssertTrue(app.staticTexts["Backing up 1 of 40"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        // 40 photos take ~6 minutes on the stub server; give the background task 8.
        let done = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in StubBackupServer.receivedCount() >= 40 }, object: nil)
        XCTAssertEqual(XCTWaiter().wait(for: [done], timeout: 480), .completed,
                       "background backup did not finish the queue while the app was in the background")
    }

    func testBackupResumesAfterForceQuit() throws {
        app.launch()
        XCTAssertTrue(app.staticTexts["All photos backed up"].waitForExistence(timeout: 20))
        app.terminate()   // same as swiping the app away in the app switcher

        try PhotoLibraryFixture.addPhotos(count: 3)
        sleep(300)

        app.launch()
        XCTAssertEqual(StubBackupServer.receivedCount(), 3, "new photos were not backed up while the app was closed")
    }
}
