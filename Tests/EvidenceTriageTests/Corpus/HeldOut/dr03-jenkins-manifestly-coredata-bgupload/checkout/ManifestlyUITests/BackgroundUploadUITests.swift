//
//  BackgroundUploadUITests.swift
//  ManifestlyUITests
//
//  End-to-end: container photos attached just before the user leaves the app
//  should be uploaded while the app is in the background.
//

import XCTest

final class BackgroundUploadUITests: XCTestCase {
    func testAttachmentUploadFinishesWhileAppIsBackgrounded() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-portAuthorityStub", "http://127.0.0.1:8089"]
        app.launch()

        app.buttons["manifest.openFixture"].tap()
        app.buttons["manifest.attachPhotoFixture"].tap()
        XCTAssertTrue(app.staticTexts["1 photo queued"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(120) // give the system time to run the transfer

        app.activate()
        print("upload diagnostics: \(app.staticTexts["upload.diagnostics"].label)")
        XCTAssertTrue(app.staticTexts["1 photo uploaded"].waitForExistence(timeout: 10), "attachment upload did not finish while backgrounded")
    }
}
