//
//  ScreenshotUITests.swift
//  LumenPathUITests
//

import XCTest

final class ScreenshotUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        // The test plan's "Screenshots" configuration sets the language per run (de, fr, ja, en);
        // Snapshot helpers read the same launch arguments.
        setupSnapshot(app)
        app.launch()
    }

    private func screenshot(_ name: String) {
        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = name
        attachment.lifetime = .keepAlways
        add(attachment)
    }

    func testScreenshots() {
        app.tabBars.buttons["Saved Routes"].tap()
        screenshot("01SavedRoutes")
        app.tabBars.buttons["History"].tap()
        screenshot("02History")
    }

    func testSettingsScreenshot() {
        app.tabBars.buttons.element(boundBy: 3).tap()
        screenshot("03Settings")
    }
}
