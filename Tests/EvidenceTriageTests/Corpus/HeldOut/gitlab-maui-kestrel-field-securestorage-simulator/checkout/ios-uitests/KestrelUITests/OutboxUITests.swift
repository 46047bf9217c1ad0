import XCTest

final class OutboxUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kestrelfield.inspect")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--uitest-signed-in", "--uitest-seed-outbox=2-drafts-1-unsynced"]
        app.launch()
    }

    func testOutboxListShowsSeededReports() throws {
        app.tabBars.buttons["Outbox"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "outboxRow").count, 3)
    }

    func testDraftBadgeCountsOnlyDrafts() throws {
        let badge = app.tabBars.buttons["Outbox"].value as? String
        XCTAssertEqual(badge, "2", "Outbox badge should count drafts only, not reports waiting to sync")
    }
}
