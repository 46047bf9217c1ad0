import XCTest

final class LedgerListUITests: XCTestCase {
    func testLedgerListShowsSyncedEntries() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestLedgerFixture", "three-entries"]
        app.launch()
        XCTAssertEqual(app.cells.matching(identifier: "ledger.entry").count, 3)
    }
}
