import XCTest
@testable import Quillbox

final class EventDispatcherTests: XCTestCase {
    private var server: LocalMetricsServer!
    private var store: EventStore!

    override func setUpWithError() throws {
        server = try LocalMetricsServer.start()
        store = EventStore(inMemory: true)
    }

    override func tearDown() {
        server.stop()
    }

    func testDispatchIntervalFitsBackgroundBudget() {
        // iOS gives a backgrounded app ~30 s; the last batch must go out well before that.
        XCTAssertLessThan(EventDispatcher.dispatchInterval, 20)
    }

    /// The server accepted the batch but answered after the client timeout
    /// (what happens when the app is suspended mid-request). The events must
    /// not be delivered a second time on the next flush.
    func testBatchTimedOutInBackgroundIsNotResent() async throws {
        let dispatcher = EventDispatcher(store: store, transport: HTTPEventTransport(baseURL: server.baseURL))
        store.append(EventFixtures.noteEdits(count: 3))
        server.responseDelay = 6            // > EventDispatcher.requestTimeout

        await dispatcher.flush()            // times out client-side, server already stored the batch
        server.responseDelay = 0
        await dispatcher.flush()

        XCTAssertEqual(server.receivedEventIDs.count, 3, "server received \(server.receivedEventIDs)")
        XCTAssertEqual(Set(server.receivedEventIDs).count, server.receivedEventIDs.count)
    }
}
