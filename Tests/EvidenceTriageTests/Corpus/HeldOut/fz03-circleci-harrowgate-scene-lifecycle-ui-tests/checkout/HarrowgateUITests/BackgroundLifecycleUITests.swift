//
//  BackgroundLifecycleUITests.swift
//  HarrowgateUITests
//

import XCTest

final class BackgroundLifecycleUITests: XCTestCase {

    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundLifecycleUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launch()
    }

    func testReturnsToSameEntryAfterForeground() {
        app.cells.element(boundBy: 0).tap()
        let title = app.navigationBars.firstMatch.identifier
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 10))
        app.activate()
        XCTAssertEqual(app.navigationBars.firstMatch.identifier, title)
    }

    /// Drafts are flushed in sceneDidEnterBackground; once the app is suspended nothing
    /// else may touch the journal database (0xdead10cc otherwise).
    func testAppIsSuspendedAfterHomePress() {
        app.buttons["New Entry"].tap()
        app.textViews["entry.body"].typeText("Curlew on the north shore")
        XCUIDevice.shared.press(.home)

        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 10),
                      "app did not reach runningBackgroundSuspended; state = \(app.state.rawValue)")
        app.activate()
        XCTAssertTrue(app.textViews["entry.body"].waitForExistence(timeout: 5))
    }
}
