import XCTest
import BackgroundTasks
import Shared
@testable import Rowan

final class OfflineSchedulerTests: XCTestCase {
    func testIdentifiersMatchShared() {
        XCTAssertEqual(BgTaskOfflineScheduler.companion.DRAIN_ID, "dev.rowan.reader.offline-drain")
        XCTAssertEqual(BgTaskOfflineScheduler.companion.MAINTENANCE_ID, "dev.rowan.reader.maintenance")
    }

    /// The scheduler comes from the shared container, which the app builds
    /// on first scene connection (RowanApp.ensureContainer()).
    func testHandlersRegisteredAtLaunch() {
        let scheduler = RowanApp.ensureContainer().offlineScheduler
        scheduler.register()
        XCTAssertTrue(scheduler.isRegistered)
    }

    func testDrainContinuesInBackground() {
        let resumed = expectation(description: "drain resumed by BGProcessingTask")
        RowanApp.ensureContainer().offlineScheduler.onBackgroundDrain = { resumed.fulfill() }
        RowanApp.ensureContainer().offlineScheduler.startDrain()
        AppLifecycle.simulateDidEnterBackground()
        wait(for: [resumed], timeout: 60)
    }
}
