import BackgroundTasks
import XCTest
@testable import Fernhollow

final class PlantReminderRefreshTests: XCTestCase {
    func testSimulatedRefreshPostsReminders() {
        let posted = expectation(forNotification: .plantRemindersPosted, object: nil)
        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")), with: PlantReminderRefresh.identifier)
        wait(for: [posted], timeout: 15)
    }
}
