import XCTest
@testable import LindenMessaging

final class GistQueueNetworkTests: XCTestCase {
    func testFetchUserQueueDecodesMessages() {
        let done = expectation(description: "queue fetched")
        let client = GistQueueClient(session: .shared, baseURL: URL(string: "https://gist.linden-staging.test")!)
        client.fetchUserQueue(userToken: "ci-user") { result in
            if case .success(let messages) = result { XCTAssertFalse(messages.isEmpty) }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }
}
