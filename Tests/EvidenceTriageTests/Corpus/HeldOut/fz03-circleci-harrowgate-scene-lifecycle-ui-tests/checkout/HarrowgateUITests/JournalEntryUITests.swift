//
//  JournalEntryUITests.swift
//  HarrowgateUITests
//

import XCTest

final class JournalEntryUITests: XCTestCase {

    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-seedJournal", "fixtures/shoreline-week"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "JournalEntryUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launch()
    }

    func testCreateEntryFromQuickAction() {
        XCUIDevice.shared.press(.home)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let icon = springboard.icons["Harrowgate"]
        XCTAssertTrue(icon.waitForExistence(timeout: 5))
        icon.press(forDuration: 1.2)
        springboard.buttons["New Field Note"].tap()

        let body = app.textViews["entry.body"]
        XCTAssertTrue(body.waitForExistence(timeout: 5))
        body.typeText("Two oystercatchers, low tide")
        app.navigationBars.buttons["Save"].tap()
        XCTAssertTrue(app.cells.staticTexts["Two oystercatchers, low tide"].waitForExistence(timeout: 5))
    }

    func testPhotoAttachmentThumbnailAppears() {
        app.buttons["New Entry"].tap()
        app.textViews["entry.body"].typeText("Lichen on the sea wall")
        app.buttons["entry.attachPhoto"].tap()

        // PHPicker runs out of process; the first photo of the seeded library is the
        // lichen close-up.
        let picker = app.otherElements["PhotosGridView"]
        XCTAssertTrue(picker.waitForExistence(timeout: 10))
        picker.images.element(boundBy: 0).tap()
        app.buttons["Add"].tap()

        app.navigationBars.buttons["Save"].tap()
        app.cells.staticTexts["Lichen on the sea wall"].tap()

        // Thumbnails are generated on a background queue after the entry is saved, and
        // saving also asks for the next sync (see SyncRefreshScheduler).
        let thumbnailsSection = app.otherElements["entry.attachments"]
        XCTAssertTrue(thumbnailsSection.waitForExistence(timeout: 5))
        thumbnailsSection.swipeUp()

        XCTAssertTrue(app.images["attachment.thumbnail.0"].waitForExistence(timeout: 10))
    }
}
