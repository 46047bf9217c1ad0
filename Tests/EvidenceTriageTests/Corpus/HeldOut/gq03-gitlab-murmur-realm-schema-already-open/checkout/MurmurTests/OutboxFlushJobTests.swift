import XCTest
import RealmSwift
@testable import Murmur

final class OutboxFlushJobTests: XCTestCase {
    private var config: Realm.Configuration!
    private var transport: RecordingTransport!

    override func setUpWithError() throws {
        config = try TestRealm.make()
        transport = RecordingTransport()
    }

    func testEmptyOutboxSendsNothing() async throws {
        try await OutboxFlushJob(configuration: config, transport: transport).run()
        XCTAssertTrue(transport.sent.isEmpty)
    }

    func testFlushKeepsFailedMessagesQueued() async throws {
        try OutboxItem.enqueue(["o1", "o2"], in: config)
        transport.failingIDs = ["o2"]
        try await OutboxFlushJob(configuration: config, transport: transport).run()
        XCTAssertEqual(try OutboxItem.pendingIDs(in: config), ["o2"])
    }

    func testFlushSendsQueuedMessagesOnce() async throws {
        try OutboxItem.enqueue(["o1", "o2"], in: config)
        let job = OutboxFlushJob(configuration: config, transport: transport)
        try await job.run()
        try await job.run()
        XCTAssertEqual(transport.sent, ["o1", "o2"])
    }
}
