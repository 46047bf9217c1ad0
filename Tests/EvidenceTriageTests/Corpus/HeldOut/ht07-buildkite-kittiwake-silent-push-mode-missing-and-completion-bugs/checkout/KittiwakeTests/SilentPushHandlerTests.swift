import XCTest
@testable import Kittiwake

final class SilentPushHandlerTests: XCTestCase {
    func testMissingThreadReportsNoData() {
        let done = expectation(description: "fetch completion handler called")
        SilentPushHandler(inbox: FakeInboxClient(changes: []), store: FakeInboxStore())
            .handle([:]) { result in
                XCTAssertEqual(result, .noData)
                done.fulfill()
            }
        wait(for: [done], timeout: 5)
    }

    func testCompletionCalledWhenPayloadHasNoInboxChanges() {
        let done = expectation(description: "fetch completion handler called")
        SilentPushHandler(inbox: FakeInboxClient(changes: []), store: FakeInboxStore())
            .handle(["thread": "t-1"]) { _ in done.fulfill() }
        // iOS terminates apps that never call the handler; every path must call it.
        wait(for: [done], timeout: 5)
    }

    func testReportsNewDataAfterInboxMerge() {
        let store = FakeInboxStore()
        var reported: UIBackgroundFetchResult?
        let done = expectation(description: "fetch completion handler called")
        SilentPushHandler(inbox: FakeInboxClient(changes: .fixtures(3)), store: store)
            .handle(["thread": "t-2"]) { reported = $0; done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(store.merged.count, 3)
        XCTAssertEqual(reported?.rawValue, UIBackgroundFetchResult.newData.rawValue, "new messages were merged")
    }
}
