import XCTest
@testable import Lumen

final class SilentPushHandlerTests: XCTestCase {
    private let handler = SilentPushHandler(sync: MockSyncService())

    func testCompletionHandlerCalledForUnknownNoteType() throws {
        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "note_type": "comment_like"]
        let done = expectation(description: "fetch completion called")
        handler.application(.shared, didReceiveRemoteNotification: payload) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
