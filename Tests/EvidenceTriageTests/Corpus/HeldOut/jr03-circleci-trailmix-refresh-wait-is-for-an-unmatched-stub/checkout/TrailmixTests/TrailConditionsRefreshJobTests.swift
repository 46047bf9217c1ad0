import XCTest
@testable import Trailmix

final class TrailConditionsRefreshJobTests: XCTestCase {
    let base = URL(string: "https://api.trailmix.test")!
    var session: URLSession!

    override func setUp() {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubServer.self]
        session = URLSession(configuration: config)
    }

    func testRefreshStoresNewConditions() throws {
        StubServer.stub(base.appendingPathComponent("v3/conditions"), json: Fixtures.conditionsPage)
        let store = InMemoryConditionsStore()
        let finished = expectation(description: "conditions refresh finished")
        TrailConditionsRefreshJob(session: session, store: store, baseURL: base).run { _ in finished.fulfill() }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(store.saved.count, 3)
    }

    func testCursorAdvancesOnlyAfterSave() {
        StubServer.stub(URL(string: "https://api.trailmix.test/v3/conditions?since=1796277600")!, json: Fixtures.conditionsPage)
        let store = InMemoryConditionsStore(cursor: Fixtures.lastRefresh, failSaves: true)
        let finished = expectation(description: "refresh finished")
        TrailConditionsRefreshJob(session: session, store: store, baseURL: base).run { _ in finished.fulfill() }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(store.cursor, Fixtures.lastRefresh, "cursor must not move when the save fails")
    }
}
