import XCTest
@testable import Tallow

final class NoteSyncRefreshJobTests: XCTestCase {
    private var store: InMemoryNoteStore!
    private var session: URLSession!

    override func setUp() {
        super.setUp()
        store = InMemoryNoteStore()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: configuration)
    }

    override func tearDown() {
        StubURLProtocol.reset()
        super.tearDown()
    }

    func testRefreshPullsRemoteChangesFromConfiguredServer() async throws {
        // Uses the environment the build injected, so a bad TallowSyncBaseURL shows up here too.
        let environment = AppEnvironment(bundle: .main)
        StubURLProtocol.respond(toPath: "/v2/notes/changes", json: #"{"cursor":42,"changes":[{"id":"n1","title":"Groceries"}]}"#)

        let job = NoteSyncRefreshJob(environment: environment, session: session, store: store)
        try await job.run()

        XCTAssertEqual(store.changeCursor, 42)
        XCTAssertEqual(store.notes.map(\.id), ["n1"])
    }

    func testBadStatusLeavesCursorUntouched() async {
        let environment = AppEnvironment(name: "test", syncBaseURL: URL(string: "https://sync.test.invalid/v2")!)
        StubURLProtocol.respond(toPath: "/v2/notes/changes", status: 503)
        store.changeCursor = 7

        let job = NoteSyncRefreshJob(environment: environment, session: session, store: store)
        do {
            try await job.run()
            XCTFail("expected badStatus")
        } catch {
            XCTAssertEqual(store.changeCursor, 7)
        }
    }
}
