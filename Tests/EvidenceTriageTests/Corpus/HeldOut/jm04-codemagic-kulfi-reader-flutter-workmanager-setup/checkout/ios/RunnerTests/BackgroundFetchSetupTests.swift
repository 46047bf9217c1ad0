import BackgroundTasks
import XCTest

/// Guards the iOS half of `Workmanager().registerPeriodicTask('rss_bg_fetch', ...)`.
final class BackgroundFetchSetupTests: XCTestCase {
    let taskID = "rss_bg_fetch"

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(taskID),
                      "BGTaskSchedulerPermittedIdentifiers must list \(taskID); built app has \(permitted)")
    }

    func testFetchBackgroundModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }

    /// Asks the scheduler to launch the task the way the debugger does and
    /// waits for the Dart callback to stamp `last_bg_fetch`.
    func testSimulatedRefreshLaunchReachesDart() {
        let defaults = UserDefaults(suiteName: "group.dev.kulfi.reader")!
        let before = defaults.string(forKey: "last_bg_fetch")
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: taskID)
        let stamped = expectation(description: "Dart callbackDispatcher stamped last_bg_fetch")
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            if defaults.string(forKey: "last_bg_fetch") != before { stamped.fulfill() }
        }
        wait(for: [stamped], timeout: 30)
        timer.invalidate()
    }
}
