import XCTest
@testable import Pennant

final class ScoreFeedClientTests: XCTestCase {
    override func tearDown() {
        StubURLProtocol.handler = nil
        super.tearDown()
    }

    func testLatestDecodesScore() throws {
        StubURLProtocol.handler = { _ in (200, Fixtures.score_2_1) }
        let client = ScoreFeedClient(session: .stubbed)
        let done = expectation(description: "latest")
        client.latest(matchID: "match-4411") { result in
            XCTAssertEqual(try? result.get(), .score(2, 1))
            done.fulfill()
        }
        wait(for: [done], timeout: 3)
    }

    func testFetchCompletesBeforeTimeout() throws {
        StubURLProtocol.handler = { _ in (200, Fixtures.kickoff) }
        let client = ScoreFeedClient(session: .stubbed)
        let done = expectation(description: "feed responded")
        client.latest(matchID: "match-4411") { _ in done.fulfill() }
        wait(for: [done], timeout: 1)
    }

    func testServerErrorIsReported() throws {
        StubURLProtocol.handler = { _ in (503, Data()) }
        let client = ScoreFeedClient(session: .stubbed)
        let done = expectation(description: "latest")
        client.latest(matchID: "match-4411") { result in
            if case .success = result { XCTFail("expected failure for 503") }
            done.fulfill()
        }
        wait(for: [done], timeout: 3)
    }
}
