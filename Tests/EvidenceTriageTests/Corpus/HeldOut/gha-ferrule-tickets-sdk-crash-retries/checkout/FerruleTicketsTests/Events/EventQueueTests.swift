import XCTest
@testable import FerruleTickets

final class EventQueueTests: XCTestCase {
    func testFlushSendsBatch() async throws {
        let transport = RecordingEventTransport()
        let queue = EventQueue(transport: transport, batchSize: 10)
        for i in 0..<25 { await queue.enqueue(.init(name: "scan", properties: ["n": "\(i)"])) }
        try await queue.flush()
        XCTAssertEqual(transport.batches.map(\.count), [10, 10, 5])
    }
}
