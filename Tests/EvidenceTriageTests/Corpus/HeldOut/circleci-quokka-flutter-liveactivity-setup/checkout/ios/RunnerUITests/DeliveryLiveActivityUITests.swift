import XCTest

/// The Flutter checkout calls live_activities' createActivity() when an order is placed and
/// mirrors the result into a debug label ("liveActivity: <state>") that this test reads.
final class DeliveryLiveActivityUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--dart-define=QUOKKA_FAKE_BACKEND=true", "--debug-labels"]
        app.launch()
    }

    func testPlacingOrderStartsLiveActivity() throws {
        app.buttons["Reorder: Pad thai x2"].tap()
        app.buttons["Place order"].tap()

        let status = app.staticTexts.matching(NSPredicate(format: "label BEGINSWITH 'liveActivity:'")).firstMatch
        XCTAssertTrue(status.waitForExistence(timeout: 15))
        XCTAssertEqual(status.label, "liveActivity: active")
    }
}
