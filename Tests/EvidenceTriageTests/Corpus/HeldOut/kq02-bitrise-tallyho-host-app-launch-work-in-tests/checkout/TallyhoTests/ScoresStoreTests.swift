import XCTest
@testable import Tallyho

final class ScoresStoreTests: XCTestCase {
    override func setUp() {
        super.setUp()
        DiagnosticsRecorder.shared.currentTest = name
        ScoresStore.shared.removeAll()
    }

    override func tearDown() {
        DiagnosticsRecorder.shared.currentTest = nil
        super.tearDown()
    }

    func testImportUpdatesScoreOfExistingMatch() {
        ScoresStore.shared.import([.fixture(matchID: 7, home: 0, away: 0)])
        ScoresStore.shared.import([.fixture(matchID: 7, home: 2, away: 1)])
        XCTAssertEqual(ScoresStore.shared.row(matchID: 7)?.score, "2–1")
    }

    func testImportDeduplicatesFixturesByMatchID() {
        let matchday = Fixture.bundledMatchday(named: "bundesliga-md23")   // 12 fixtures
        ScoresStore.shared.import(matchday)
        ScoresStore.shared.import(matchday)
        XCTAssertEqual(ScoresStore.shared.count(), 12, "each match must be stored once")
    }
}
