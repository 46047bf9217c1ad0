import XCTest
@testable import Lumen

final class AnalyticsUploaderTests: XCTestCase {

    private var backgroundTasks: MockBackgroundTaskRunner!
    private var transport: RecordingAnalyticsTransport!
    private var uploader: AnalyticsUploader!

    override func setUp() {
        super.setUp()
        backgroundTasks = MockBackgroundTaskRunner()
        transport = RecordingAnalyticsTransport()
        uploader = AnalyticsUploader(transport: transport, backgroundTasks: backgroundTasks)
    }

    func testFlushSendsQueuedEventsInOrder() async throws {
        uploader.enqueue(.entryCreated(words: 12))
        uploader.enqueue(.entryEdited(words: 40))
        try await uploader.flush()
        XCTAssertEqual(transport.sentBatches.map(\.names), [["entry_created", "entry_edited"]])
    }

    func testFlushEndsBackgroundTaskWhenTransportThrows() async {
        transport.failNext = URLError(.notConnectedToInternet)
        uploader.enqueue(.entryCreated(words: 3))
        try? await uploader.flush()
        XCTAssertEqual(backgroundTasks.begunIDs, backgroundTasks.endedIDs)
    }

    func testFlushWithConcurrentCalls_beginsAndEndsSameTaskIDs() {
        let done = expectation(description: "all flushes finished")
        done.expectedFulfillmentCount = 20
        for index in 0..<20 {
            uploader.enqueue(.entryCreated(words: index))
            DispatchQueue.global(qos: .utility).async {
                Task {
                    try? await self.uploader.flush()
                    done.fulfill()
                }
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(backgroundTasks.endedIDs.count, backgroundTasks.begunIDs.count, "every begun background task must be ended")
        XCTAssertEqual(Set(backgroundTasks.endedIDs), Set(backgroundTasks.begunIDs))
    }
}
