import XCTest
@testable import QuarryMail

final class InboxRefreshJobTests: XCTestCase {
    private var store: ThreadStore!

    override func setUp() {
        store = ThreadStore(inMemory: true)
        URLProtocolStub.reset()
    }

    private func makeJob() -> InboxRefreshJob {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [URLProtocolStub.self]
        let api = InboxAPI(session: URLSession(configuration: config),
                           baseURL: URL(string: "https://api.quarrymail.example")!)
        return InboxRefreshJob(api: api, store: store)
    }

    func testMergesNewThreadsByID() async throws {
        URLProtocolStub.respond(json: #"{"threads":[{"id":"t1","subject":"Quarterly","unreadCount":2}],"cursor":"c-2"}"#)
        try await makeJob().run()
        XCTAssertEqual(store.threads.map(\.id), ["t1"])
    }

    func testStoresCursorAfterMerge() async throws {
        URLProtocolStub.respond(json: #"{"threads":[],"cursor":"c-9"}"#)
        try await makeJob().run()
        XCTAssertEqual(store.cursor, "c-9")
    }

    func testTransportErrorFinishesRefreshOnce() async {
        URLProtocolStub.fail(with: URLError(.notConnectedToInternet))
        do {
            try await makeJob().run()
            XCTFail("expected the refresh to throw")
        } catch {
            XCTAssertNil(store.cursor, "cursor must not move when the fetch fails")
        }
    }
}
