import XCTest
@testable import Marrowgate

final class OutboxDrainTaskTests: XCTestCase {
    func testDrainSendsEverythingWhenNotExpired() async {
        let outbox = Outbox.inMemory(count: 5)
        let transport = ScriptedTransport(acknowledgeFirst: 5)
        let task = FakeProcessingTask(identifier: OutboxDrainTask.identifier)
        OutboxDrainTask(outbox: outbox, transport: transport).run(task)
        await task.waitForCompletion()
        XCTAssertEqual(transport.sentIDs.count, 5)
        XCTAssertEqual(outbox.count, 0)
    }

    func testExpiredDrainKeepsUnsentMessages() async {
        let outbox = Outbox.inMemory(count: 5)
        let transport = ScriptedTransport(acknowledgeFirst: 2, thenSuspend: true)
        let task = FakeProcessingTask(identifier: OutboxDrainTask.identifier)
        OutboxDrainTask(outbox: outbox, transport: transport).run(task)
        await transport.waitUntilSuspended()
        task.fireExpiration()
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertEqual(outbox.count, 3, "messages that were not acknowledged must stay queued")
    }
}
