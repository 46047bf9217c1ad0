import Testing
import HealthKit
@testable import SaffronPulse

@Suite("Observer wake")
struct ObserverWakeTests {
    @Test("observer wake forwards new samples to the sync queue")
    func forwardsNewSamplesToSyncQueue() async throws {
        let queue = RecordingSyncQueue()
        let manager = BackgroundDeliveryManager(queue: queue, uploader: StubUploader())
        await manager.observerFired(for: HKQuantityType(.stepCount), newSamples: [.steps(412), .steps(96)]) {}
        #expect(queue.enqueued.count == 2)
    }

    @Test("observer completion is called after the upload finishes")
    func completesAfterUploadFinishes() async throws {
        let log = EventLog()
        let manager = BackgroundDeliveryManager(queue: RecordingSyncQueue(), uploader: StubUploader(log: log, delay: .milliseconds(50)))
        await manager.observerFired(for: HKQuantityType(.stepCount), newSamples: [.steps(12)]) { log.append("observer.completion") }
        #expect(log.events == ["upload.finished", "observer.completion"])
    }
}
