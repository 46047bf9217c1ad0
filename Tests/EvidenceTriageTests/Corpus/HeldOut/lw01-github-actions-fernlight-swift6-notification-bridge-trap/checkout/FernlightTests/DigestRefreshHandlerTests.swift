import XCTest
@testable import Fernlight

final class DigestRefreshHandlerTests: XCTestCase {
    func testNotModifiedKeepsStoredIssues() async {
        let store = InMemoryIssueStore(issues: [.fixture(id: "2026-46")], etag: "\"v46\"")
        let handler = DigestRefreshHandler(feed: StubFeed(result: .notModified), store: store)
        let ok = await handler.refresh()
        XCTAssertTrue(ok)
        XCTAssertEqual(store.issues.map(\.id), ["2026-46"])
    }

    func testNewPageIsSaved() async {
        let store = InMemoryIssueStore(issues: [], etag: nil)
        let handler = DigestRefreshHandler(feed: StubFeed(result: .page(etag: "\"v47\"", ids: ["2026-47"])), store: store)
        let ok = await handler.refresh()
        XCTAssertTrue(ok)
        XCTAssertEqual(store.issues.map(\.id), ["2026-47"])
        XCTAssertEqual(store.etag, "\"v47\"")
    }

    func testFailedSaveKeepsPreviousETag() async {
        // If the issues could not be saved, the next refresh must fetch them again.
        let store = InMemoryIssueStore(issues: [.fixture(id: "2026-46")], etag: "\"v46\"")
        store.failNextSave = true
        let handler = DigestRefreshHandler(feed: StubFeed(result: .page(etag: "\"v47\"", ids: ["2026-47"])), store: store)
        let ok = await handler.refresh()
        XCTAssertFalse(ok)
        XCTAssertEqual(store.etag, "\"v46\"")
    }

    func testFeedErrorReportsFailure() async {
        let store = InMemoryIssueStore(issues: [], etag: nil)
        let handler = DigestRefreshHandler(feed: StubFeed(result: .error(URLError(.timedOut))), store: store)
        let ok = await handler.refresh()
        XCTAssertFalse(ok)
    }
}
