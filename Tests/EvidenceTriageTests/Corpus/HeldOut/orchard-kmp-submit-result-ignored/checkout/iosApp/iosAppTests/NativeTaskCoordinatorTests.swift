import XCTest
import BackgroundTasks
import Shared

final class NativeTaskCoordinatorTests: XCTestCase {
    func testRescheduleAfterWindowEmitsTelemetryOnFailure() {
        let unavailable = NSError(domain: BGTaskSchedulerErrorDomain,
                                  code: BGTaskScheduler.Error.Code.tooManyPendingTaskRequests.rawValue)
        let fake = FakeBGTaskScheduler(result: .reject(unavailable))
        let telemetry = RecordingTelemetry()
        let coordinator = NativeTaskCoordinator(scheduler: NativeTaskScheduler(system: fake),
                                                telemetry: telemetry,
                                                queue: InMemoryWorkQueue(pending: ["upload-photos", "sync-tags"]))
        coordinator.rescheduleIfPendingWorkRemains()
        XCTAssertEqual(telemetry.submitFailures.count, 1, "telemetry events for a rejected reschedule")
    }

    func testNoRescheduleWhenQueueEmpty() {
        let fake = FakeBGTaskScheduler(result: .accept)
        let coordinator = NativeTaskCoordinator(scheduler: NativeTaskScheduler(system: fake),
                                                telemetry: RecordingTelemetry(),
                                                queue: InMemoryWorkQueue(pending: []))
        coordinator.rescheduleIfPendingWorkRemains()
        XCTAssertTrue(fake.submitted.isEmpty)
    }
}
