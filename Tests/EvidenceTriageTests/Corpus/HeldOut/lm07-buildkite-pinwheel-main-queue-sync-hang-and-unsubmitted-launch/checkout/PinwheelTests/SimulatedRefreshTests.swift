import XCTest
import BackgroundTasks
@testable import Pinwheel

final class SimulatedRefreshTests: XCTestCase {
    func testSimulatedRefreshUpdatesBadge() throws {
        let updated = expectation(forNotification: .badgeRefreshDidRun, object: nil)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "com.pinwheel.app.refresh")
        wait(for: [updated], timeout: 20)
    }
}
