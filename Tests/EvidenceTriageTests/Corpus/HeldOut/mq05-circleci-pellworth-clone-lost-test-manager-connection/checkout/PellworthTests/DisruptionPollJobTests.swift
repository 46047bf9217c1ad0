import XCTest
@testable import Pellworth

final class DisruptionPollJobTests: XCTestCase {
    func testPollMarksNotifiedOnlyAfterDelivery() async throws {
        let notifier = FailingNotifier()
        let store = DisruptionStore(inMemory: true)
        let job = DisruptionPollJob(api: StubDisruptionAPI(.fixture(count: 2)), notifier: notifier, store: store)
        _ = try? await job.run()
        XCTAssertTrue(store.notifiedIDs.isEmpty, "nothing was delivered, so nothing may be marked notified")
    }
}
