import ActivityKit
import XCTest
@testable import Glimmer

/// LiveActivityManager drives the Lock Screen / Dynamic Island activity.
/// ActivityKit itself is replaced by `FakeLiveActivityClient`, which applies the
/// same rule the system does: `request(...)` throws unless the app is in the
/// foreground, while `update(...)` and `end(...)` work from the background.
final class LiveActivityManagerTests: XCTestCase {
    private var client: FakeLiveActivityClient!
    private var store: InMemoryLoopStore!
    private var settings: LiveActivitySettings!

    override func setUp() {
        super.setUp()
        client = FakeLiveActivityClient()
        store = InMemoryLoopStore()
        settings = LiveActivitySettings(enabled: true, showChart: true)
    }

    func testUpdatePushesLatestGlucoseIntoContentState() async throws {
        client.applicationState = .active
        store.persistedDetermination = .fixture(eventualBG: 132)
        let manager = LiveActivityManager(client: client, store: store, settings: settings)
        await manager.restoreOnLaunch()

        await manager.push(reading: .fixture(mgdl: 118, trend: .flat))

        XCTAssertEqual(client.lastContentState?.glucose, "118")
        XCTAssertEqual(client.lastContentState?.trendArrow, "→")
    }

    func testDisablingSettingEndsActivity() async throws {
        client.applicationState = .active
        store.persistedDetermination = .fixture(eventualBG: 140)
        let manager = LiveActivityManager(client: client, store: store, settings: settings)
        await manager.restoreOnLaunch()

        settings.enabled = false
        await manager.settingsDidChange(settings)

        XCTAssertEqual(client.endedActivityIDs.count, 1)
        XCTAssertNil(manager.currentActivityID)
    }

    /// The app is killed in the background and relaunched there by a CGM
    /// Bluetooth event. The activity the user still sees must be adopted and
    /// updated, not ended: a new one cannot be requested while in background.
    func testBackgroundRelaunchReusesRunningActivity() async throws {
        client.existingActivities = [FakeActivity(id: "A1", state: .fixture(glucose: "104"))]
        client.applicationState = .background
        store.persistedDetermination = .fixture(eventualBG: 121)
        let manager = LiveActivityManager(client: client, store: store, settings: settings)

        await manager.restoreOnLaunch()
        await manager.push(reading: .fixture(mgdl: 109, trend: .fortyFiveUp))

        XCTAssertEqual(client.endedActivityIDs, [], "relaunch must not end the running activity")
        XCTAssertEqual(manager.currentActivityID, "A1")
        XCTAssertEqual(client.activity(id: "A1")?.state.glucose, "109")
    }

    /// On a cold start in the foreground the first loop has not run yet; the
    /// persisted determination must be enough to start the activity now,
    /// because by the time the loop finishes the app may be in background.
    func testActivityStartsBeforeFirstLoopCompletes() async throws {
        client.applicationState = .active
        store.persistedDetermination = .fixture(eventualBG: 126)
        store.latestReading = .fixture(mgdl: 131, trend: .flat)
        let manager = LiveActivityManager(client: client, store: store, settings: settings)

        await manager.restoreOnLaunch()

        XCTAssertEqual(client.requestedActivities.count, 1,
                       "activity must be requested while the app is still active")
        XCTAssertNotNil(manager.currentActivityID)
    }

    func testStaleDateIsFifteenMinutesAfterReading() async throws {
        client.applicationState = .active
        store.persistedDetermination = .fixture(eventualBG: 110)
        let manager = LiveActivityManager(client: client, store: store, settings: settings)
        await manager.restoreOnLaunch()
        let reading = GlucoseReading.fixture(mgdl: 99, trend: .flat)

        await manager.push(reading: reading)

        XCTAssertEqual(client.lastStaleDate, reading.date.addingTimeInterval(15 * 60))
    }
}
