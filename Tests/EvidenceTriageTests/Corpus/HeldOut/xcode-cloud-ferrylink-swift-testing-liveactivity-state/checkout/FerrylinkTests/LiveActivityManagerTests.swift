import Testing
@testable import Ferrylink

@Suite("Live Activity lifecycle")
struct LiveActivityManagerTests {
    @Test func ensureAliveKeepsActiveActivity() async {
        let system = FakeActivitySystem(activities: [.init(id: "a1", state: .active)])
        let manager = LiveActivityManager(system: system)
        manager.adopt(id: "a1", phase: .standby)
        await manager.ensureActivityAlive()
        #expect(system.requestCount == 0)
    }

    @Test func ensureAliveRecreatesEndedActivity() async {
        // ActivityKit ends every activity after 8 hours but keeps it in
        // Activity.activities with state .ended until it is dismissed.
        let system = FakeActivitySystem(activities: [.init(id: "a1", state: .ended)])
        let manager = LiveActivityManager(system: system)
        manager.adopt(id: "a1", phase: .standby)
        await manager.ensureActivityAlive()
        #expect(system.requestCount == 1)
    }

    @Test func startDoesNotAdoptEndedOrphan() async {
        let system = FakeActivitySystem(activities: [.init(id: "old", state: .dismissed)])
        let manager = LiveActivityManager(system: system)
        await manager.startStandbyActivity()
        #expect(manager.currentActivityID != "old")
    }
}
