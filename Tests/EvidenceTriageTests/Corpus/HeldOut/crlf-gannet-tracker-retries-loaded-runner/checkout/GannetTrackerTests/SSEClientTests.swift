import XCTest
@testable import GannetTracker

/// Remote-config stream (server-sent events) used by the tracker to change sampling while running.
final class SSEClientTests: XCTestCase {
    func testDeliversIncrementalEventsBeforeDone() async throws {
        let session = URLSession.stubbed(with: DelayedSSEURLProtocol.self)
        DelayedSSEURLProtocol.script = [.chunk("data: {\"interval\":30}\n\n", after: 0.02),
                                        .chunk("data: {\"interval\":15}\n\n", after: 0.02),
                                        .chunk("data: {\"interval\":10}\n\n", after: 0.02),
                                        .chunk("event: done\ndata: {}\n\n", after: 0.25)]
        let client = SSEClient(session: session)
        let firstEvent = expectation(description: "first live event")
        let done = expectation(description: "done")
        var events: [ConfigEvent] = []
        client.onEvent = { event in
            events.append(event)
            if events.count == 1 { firstEvent.fulfill() }
            if case .done = event { done.fulfill() }
        }

        client.connect(to: URL(string: "https://config.gannet.test/stream")!)

        await fulfillment(of: [firstEvent], timeout: 1)
        XCTAssertFalse(events.contains(.done), "done must not arrive before the first live event")
        await fulfillment(of: [done], timeout: 1)
        XCTAssertEqual(events.count, 4)
    }
}
