import Foundation
import CoreLocation
import Testing
@testable import Waypoint

@Suite struct ScheduledLocationTests {
    let manager = ScheduledLocationManager(delegate: FixRecorder.shared)

    @Test func deliversFixEveryInterval() async throws {
        manager.startUpdatingLocation(interval: 10, acceptableLocationAccuracy: 100)
        try await Task.sleep(for: .seconds(35))
        #expect(FixRecorder.shared.fixes.count >= 3, "a fix should be delivered every 10 seconds")
    }
}
