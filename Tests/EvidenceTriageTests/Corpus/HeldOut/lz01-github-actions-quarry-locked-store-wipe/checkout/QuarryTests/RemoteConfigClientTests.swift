import XCTest
@testable import Quarry

final class RemoteConfigClientTests: XCTestCase {
    func testFetchCompletesBeforeTimeout() {
        let client = RemoteConfigClient(session: .stubbed(latency: 0.4))
        let fetched = expectation(description: "config fetched")
        client.fetch { _ in fetched.fulfill() }
        wait(for: [fetched], timeout: 1)
    }
}
