import XCTest
@testable import Puffin

final class InboxSyncTests: XCTestCase {
    func testFetchCompletionCalledOnDecodeFailure() {
        let done = expectation(description: "fetch completion handler called")
        let sync = InboxSync(api: StubInboxAPI(payload: Data("{not json".utf8)))
        sync.handleRemoteNotification(["inbox": "changed"]) { result in
            XCTAssertEqual(result, .failed)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testNewMessagesResultInNewData() {
        let done = expectation(description: "completion")
        let sync = InboxSync(api: StubInboxAPI(payload: Fixtures.inboxTwoNew))
        sync.handleRemoteNotification(["inbox": "changed"]) { result in
            XCTAssertEqual(result, .newData); done.fulfill()
        }
        wait(for: [done], timeout: 3)
    }
}
