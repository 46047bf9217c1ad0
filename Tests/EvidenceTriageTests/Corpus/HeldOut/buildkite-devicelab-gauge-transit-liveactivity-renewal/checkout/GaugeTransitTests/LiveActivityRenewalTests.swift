import Foundation
import Testing
@testable import GaugeTransit

@Suite("Live Activity renewal before the 8-hour limit")
struct LiveActivityRenewalTests {
    let apns = FakeAPNSClient()
    let activities = FakeActivityCenter(existing: ["la-old"])

    @Test func renewsWhenDeadlineIsNear() async throws {
        let coordinator = LiveActivityCoordinator(apns: apns, activities: activities, clock: .fixed(hoursSinceStart: 7.8))
        await coordinator.renewIfNeeded()
        #expect(apns.sentStartRequests.count == 1)
    }

    /// If the push-to-start send fails, the rider must keep the activity they have.
    @Test func endsOldActivityOnlyAfterStartPushSucceeds() async throws {
        apns.nextResult = .failure(.tooManyRequests)
        let coordinator = LiveActivityCoordinator(apns: apns, activities: activities, clock: .fixed(hoursSinceStart: 7.8))
        await coordinator.renewIfNeeded()
        #expect(activities.ended.isEmpty)
        #expect(coordinator.currentActivityID == "la-old")
    }

    @Test func adoptsNewActivityFromActivityUpdates() async throws {
        let coordinator = LiveActivityCoordinator(apns: apns, activities: activities, clock: .fixed(hoursSinceStart: 7.8))
        await coordinator.renewIfNeeded()
        await activities.emitStarted("la-new")
        #expect(coordinator.currentActivityID == "la-new")
    }

    /// Once the new activity is adopted, a later legitimate renewal must not wait out
    /// the 5-minute backoff armed by the previous send.
    @Test func renewalAfterAdoptionIsNotBlockedByBackoff() async throws {
        let coordinator = LiveActivityCoordinator(apns: apns, activities: activities, clock: .fixed(hoursSinceStart: 7.8))
        await coordinator.renewIfNeeded()
        await activities.emitStarted("la-new")
        #expect(coordinator.pushToStartBackoff == .zero)
    }
}
