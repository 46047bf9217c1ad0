import XCTest
import BackgroundTasks
import Shared

/// multiplatform-work-manager on iOS: the Gradle plugin writes the worker ids into
/// Info.plist (BGTaskSchedulerPermittedIdentifiers) and WorkManagerIos registers a
/// BGAppRefreshTask handler for each at launch.
final class AlertsWorkerTests: XCTestCase {
    private let alertsId = "app.juniper.IN_APP_ALERTS"

    func testInAppAlertsWorkerRegistersAtLaunch() {
        let registered = WorkManagerIos.shared.registeredIdentifiers
        XCTAssertTrue(registered.contains(alertsId), "BGTaskScheduler.register returned false for \(alertsId)")
    }

    func testEnqueuePeriodicAlertsWork() throws {
        XCTAssertNoThrow(try WorkManagerIos.shared.enqueuePeriodic(id: alertsId, intervalMinutes: 30))
    }

    func testAlertsWorkerRunsAfterEnqueue() {
        let ran = expectation(description: "IN_APP_ALERTS worker ran")
        AlertsWorkerProbe.onRun = { ran.fulfill() }
        try? WorkManagerIos.shared.enqueuePeriodic(id: alertsId, intervalMinutes: 30)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: alertsId)
        wait(for: [ran], timeout: 90)
    }
}
