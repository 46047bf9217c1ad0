import Testing
import WatchKit
@testable import RidgelineWatch

/// WatchKit hands us a WKURLSessionRefreshBackgroundTask per background URLSession wake-up.
/// Each one must be completed exactly once; completing a task twice aborts the process on device.
@MainActor
@Suite struct DownloadSessionCoordinatorTests {
    let coordinator = DownloadSessionCoordinator(
        cellularSessionID: "radio.ridgeline.cellular",
        wifiSessionID: "radio.ridgeline.wifi"
    )

    @Test func completesTaskWhenSessionFinishes() {
        let task = FakeRefreshTask(sessionIdentifier: "radio.ridgeline.cellular")
        coordinator.handle(task)
        coordinator.sessionDidFinishEvents(identifier: "radio.ridgeline.cellular")
        #expect(task.completionCount == 1)
    }

    @Test func completesEachRefreshTaskOnce() {
        let first = FakeRefreshTask(sessionIdentifier: "radio.ridgeline.cellular")
        coordinator.handle(first)
        coordinator.sessionDidFinishEvents(identifier: "radio.ridgeline.cellular")

        // The next wake-up for the same session must not touch the task that was already completed.
        let second = FakeRefreshTask(sessionIdentifier: "radio.ridgeline.cellular")
        coordinator.handle(second)
        coordinator.sessionDidFinishEvents(identifier: "radio.ridgeline.cellular")

        #expect(first.completionCount == 1)
        #expect(second.completionCount == 1)
    }

    @Test func wifiSessionDoesNotCompleteCellularTask() {
        let cellular = FakeRefreshTask(sessionIdentifier: "radio.ridgeline.cellular")
        coordinator.handle(cellular)
        coordinator.sessionDidFinishEvents(identifier: "radio.ridgeline.wifi")
        #expect(cellular.completionCount == 0)
    }
}
