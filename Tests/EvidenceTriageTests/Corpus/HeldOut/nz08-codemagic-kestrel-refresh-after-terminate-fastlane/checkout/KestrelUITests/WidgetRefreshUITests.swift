import XCTest

final class WidgetRefreshUITests: XCTestCase {
    func testSnapshotUpdatesAfterAppTerminated() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestCompleteHabit", "water"]
        app.launch()
        app.buttons["settings.widget.backgroundRefresh"].tap()
        let before = SharedContainer.snapshotModificationDate()
        app.terminate()
        let updated = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in
            SharedContainer.snapshotModificationDate() != before
        }, object: nil)
        XCTAssertEqual(XCTWaiter.wait(for: [updated], timeout: 300), .completed)
    }
}
