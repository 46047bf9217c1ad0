import CoreLocation
import Testing
@testable import Strider

@Suite("Background location")
struct BackgroundLocationTests {
    @Test func continuesTrackingWhenBackgrounded() async throws {
        let tracker = LocationTracker(manager: CLLocationManager(), clock: .init())
        try await tracker.startRun(id: "run-ci-1", allowBackground: true)
        #expect(tracker.isTracking)
        #expect(tracker.manager.allowsBackgroundLocationUpdates)
    }

    @Test func stopsUpdatesWhenRunEnds() async throws {
        let tracker = LocationTracker(manager: CLLocationManager(), clock: .init())
        try await tracker.startRun(id: "run-ci-2", allowBackground: false)
        await tracker.finishRun()
        #expect(!tracker.isTracking)
    }
}
