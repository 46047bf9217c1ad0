import Testing
import CoreLocation
@testable import Bearing

@MainActor
@Suite("Live tracker")
struct LiveTrackerTests {
    @Test("Live tracker yields five fixes", .timeLimit(.minutes(1)))
    func receivesFiveUpdates() async throws {
        let tracker = LiveTracker()
        await withCheckedContinuation { continuation in
            var resumed = false
            tracker.start { _ in
                if tracker.fixes.count == 5 && !resumed { resumed = true; continuation.resume() }
            }
        }
        #expect(tracker.fixes.count == 5)
        tracker.stop()
    }

    @Test func firstFixArrives() async throws {
        let tracker = LiveTracker()
        await withCheckedContinuation { c in
            var done = false
            tracker.start { _ in if !done { done = true; c.resume() } }
        }
        #expect(tracker.fixes.count >= 1)
        tracker.stop()
    }
}
