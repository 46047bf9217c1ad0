//
//  TallyfernUITests.swift
//  TallyfernUITests
//

import XCTest

final class TallyfernUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-AppleLanguages", "(en)"]
        app.launchEnvironment["TALLYFERN_STUB_BACKEND"] = "1"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TallyfernUITests/\(testRunName)"
        // Every test starts from a fresh launch; this is the line the runner reports when launch fails.
        app.launch()
    }

    private var testRunName: String {
        name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ").last.map(String.init) ?? name
    }

    func testAuthentication() throws {
        app.textFields["login.email"].tap()
        app.textFields["login.email"].typeText("qa@tallyfern.test")
        app.secureTextFields["login.password"].tap()
        app.secureTextFields["login.password"].typeText("correct-horse")
        app.buttons["login.submit"].tap()
        XCTAssertTrue(app.navigationBars["Receipts"].waitForExistence(timeout: 10))
    }

    func testReceiptCaptureShowsTotal() throws {
        app.buttons["receipts.add"].tap()
        app.buttons["capture.useSample"].tap()
        XCTAssertEqual(app.staticTexts["capture.total"].label, "$42.18")
    }

    func testBackgroundSyncBadgeClearsAfterRefresh() throws {
        // The stub backend drives ReceiptSyncJob directly through the debug menu; no BGTaskScheduler involved.
        app.buttons["debug.runSyncNow"].tap()
        let badge = app.staticTexts["receipts.pendingBadge"]
        XCTAssertTrue(badge.waitForNonExistence(timeout: 10))
    }
}

private extension XCUIElement {
    func waitForNonExistence(timeout: TimeInterval) -> Bool {
        let predicate = NSPredicate(format: "exists == false")
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: self)
        return XCTWaiter().wait(for: [expectation], timeout: timeout) == .completed
    }
}
