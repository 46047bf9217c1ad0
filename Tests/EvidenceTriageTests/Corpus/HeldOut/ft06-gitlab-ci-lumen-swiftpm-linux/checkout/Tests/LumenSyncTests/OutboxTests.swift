import XCTest
@testable import LumenSync

final class OutboxTests: XCTestCase {
    private var url: URL!

    override func setUpWithError() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-\(UUID().uuidString).json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: url)
    }

    func testEnqueueKeepsOrder() {
        let outbox = Outbox(fileURL: url)
        outbox.enqueue(articleID: "a1", kind: "read")
        outbox.enqueue(articleID: "a2", kind: "star")
        XCTAssertEqual(outbox.pending.map(\.articleID), ["a1", "a2"])
    }

    func testFlushRoundTrips() throws {
        let outbox = Outbox(fileURL: url)
        outbox.enqueue(articleID: "a1", kind: "read")
        try outbox.flush()
        XCTAssertEqual(Outbox(fileURL: url).pending.count, 1)
    }

    func testQueuedChangesPersistBeforeTermination() {
        let outbox = Outbox(fileURL: url)
        outbox.enqueue(articleID: "a1", kind: "read")
        outbox.enqueue(articleID: "a2", kind: "star")
        // The process is killed (suspended app reclaimed, or a background task
        // expired) before anything called flush(). A new process reads the outbox.
        let afterRelaunch = Outbox(fileURL: url)
        XCTAssertEqual(afterRelaunch.pending.count, 2, "queued changes were lost")
    }
}
