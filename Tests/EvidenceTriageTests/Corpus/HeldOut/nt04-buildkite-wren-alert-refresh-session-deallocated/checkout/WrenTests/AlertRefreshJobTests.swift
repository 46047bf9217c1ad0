import XCTest
@testable import Wren

final class AlertRefreshJobTests: XCTestCase {
    func testRefreshFetchesActiveAlerts() throws {
        let server = try StubServer.start(fixture: "alerts-active.json")
        let store = AlertStore.inMemory()
        let finished = expectation(description: "refresh finished")
        var result: Result<Int, Error>?
        AlertRefreshJob(baseURL: server.url, store: store).run { result = $0; finished.fulfill() }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(try result?.get(), 2)
    }
}
