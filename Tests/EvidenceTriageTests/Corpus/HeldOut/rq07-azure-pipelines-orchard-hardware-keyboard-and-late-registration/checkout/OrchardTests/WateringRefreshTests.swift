import BackgroundTasks
import XCTest
@testable import Orchard

final class WateringRefreshTests: XCTestCase {
    func testRefreshRegisteredAtLaunch() throws {
        let settings = ReminderSettings(store: .inMemory)
        settings.setRemindersEnabled(true)
        XCTAssertTrue(WateringRefresh.shared.isRegistered)
    }
}
