import XCTest
@testable import Pikelet

final class NightlyPrepTaskTests: XCTestCase {
    func testPrepListBuiltFromConfirmedOrders() async throws {
        let store = InMemoryPrepListStore()
        let task = FakeProcessingTask()
        let job = NightlyPrepJob(orders: FakeOrderSource(batches: 2), store: store)
        NightlyPrepAdapter(job: job).handle(task: task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(store.lines.count, 14)
    }

    func testPrepListJobStopsOnExpiration() async throws {
        let store = InMemoryPrepListStore()
        let orders = FakeOrderSource(batches: 6, delayPerBatch: .milliseconds(50))
        let task = FakeProcessingTask()
        NightlyPrepAdapter(job: NightlyPrepJob(orders: orders, store: store)).handle(task: task)

        try await Task.sleep(for: .milliseconds(120))
        task.simulateExpiration()
        XCTAssertEqual(task.completedSuccess, false)

        // Give any work that ignored the expiration time to show itself.
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(store.appendsAfter(task.expiredAt!), 0, "no prep lines may be written after expiration")
    }
}
