import XCTest
import UIKit
@testable import Tidewire

/// Edition prefetch is triggered by a content-available push; the fetch completion handler
/// must only be called once the edition archive is on disk.
final class SilentPushHandlerTests: XCTestCase {
    func testCompletionCalledAfterIssueDownloadFinishes() async throws {
        let events = EventLog()
        let downloader = StubEditionDownloader(delay: .milliseconds(300), events: events)
        let handler = SilentPushHandler(downloader: downloader)
        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "edition": "2026-10-14/uk"]

        await withCheckedContinuation { done in
            handler.handle(userInfo: payload) { result in
                events.append("completion(\(result == .newData ? "newData" : "other"))")
                done.resume()
            }
        }
        try await Task.sleep(for: .milliseconds(500))
        XCTAssertEqual(events.all, ["downloadFinished", "completion(newData)"],
                       "completion handler must not be called before the edition is downloaded")
    }

    func testNoEditionKeyReportsNoData() async {
        let handler = SilentPushHandler(downloader: StubEditionDownloader(delay: .zero, events: EventLog()))
        let result = await handler.handle(userInfo: ["aps": ["content-available": 1]])
        XCTAssertEqual(result, .noData)
    }
}
