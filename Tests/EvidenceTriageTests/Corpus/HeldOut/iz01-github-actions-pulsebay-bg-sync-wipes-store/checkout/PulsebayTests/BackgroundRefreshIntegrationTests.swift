import XCTest
import BackgroundTasks
@testable import Pulsebay

/// End-to-end check that the hourly ring drain happens while the app is in
/// the background. Runs in the Pulsebay-CI test plan on the simulator.
final class BackgroundRefreshIntegrationTests: XCTestCase {

    func testHourlyWakeDrainsRingWithinTwoMinutes() throws {
        let launched = expectation(description: "ring-drain launched by the system")
        BackgroundSyncHandler.live.onCompletion = { _ in launched.fulfill() }

        BackgroundScheduler.shared.scheduleRingDrain(after: 60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // The system should wake us shortly after earliestBeginDate.
        wait(for: [launched], timeout: 120)
    }
}
