import XCTest

final class DeckSyncUITests: XCTestCase {
    private let fixtures = StudyLoopFixtureAPI(baseURL: URL(string: "https://fixtures.ci.studyloop.app")!)

    func testDecksCreatedOnWebAppearAfterBackgroundSync() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "DeckSyncUITests/testDecksCreatedOnWebAppearAfterBackgroundSync"
        app.launch()
        XCTAssertTrue(app.navigationBars["Decks"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        try fixtures.createDeck(named: "Organic Chemistry II", cards: 40)

        // give the scheduled refresh time to pull the new deck while we are in the background
        sleep(600)

        app.activate()
        XCTAssertTrue(app.cells["deck.Organic Chemistry II"].waitForExistence(timeout: 5),
                      "deck created on the web is not in the list after background sync")
    }
}
