import Foundation
import Testing
@testable import Pulsewire

/// The ring keeps two channels (all-day activity and the sleep session). The app-refresh
/// task drains them over BLE; iOS gives an app refresh roughly 30 s, and we self-cap at 28 s.
struct RingDrainJobTests {

    @Test func drainFitsRefreshWindow() async throws {
        let link = FakeRingLink(recording: "ring-backlog-2026-07-12.bin")   // captured 07-12, 6 h backlog
        let store = InMemoryCaptureStore()
        let job = RingDrainJob(link: link, store: store, clock: link.clock)

        let started = link.clock.now
        try await job.run(budget: .seconds(28))
        let elapsed = started.duration(to: link.clock.now)

        #expect(elapsed <= .seconds(28))
        #expect(store.flushedChannels == [.allDay, .sleep])
    }

    @Test func restorationDrainWritesToStore() async throws {
        let link = FakeRingLink(recording: "ring-backlog-small.bin")
        let store = InMemoryCaptureStore()
        let job = RingDrainJob(link: link, store: store, clock: link.clock)

        try await job.runRestorationLeg()

        #expect(store.samples.count == link.recordedSampleCount)
    }
}
