import XCTest
@testable import QuillFeed

final class FeedSyncTests: XCTestCase {
    private let waitBudget: TimeInterval = 0.5

    func testMarkReadPostsOnce() {
        let api = RecordingAPI()
        let sync = FeedSync(api: api, queue: DispatchQueue(label: "test.sync"))
        let posted = expectation(description: "mark-read posted")
        api.onPost = { _ in posted.fulfill() }
        sync.markRead(postIDs: [1, 2, 3])
        wait(for: [posted], timeout: waitBudget)
        XCTAssertEqual(api.postCount, 1)
    }
}
