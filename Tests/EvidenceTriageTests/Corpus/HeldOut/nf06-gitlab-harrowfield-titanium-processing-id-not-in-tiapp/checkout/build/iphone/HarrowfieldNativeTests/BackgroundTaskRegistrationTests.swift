import BackgroundTasks
import XCTest
@testable import Harrowfield

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testRefreshTaskRegistered() {
        let report = TiBackgroundTaskRegistry.shared.launchReport
        XCTAssertTrue(report.registered.contains("com.harrowfield.logbook.refresh"))
    }

    func testCompactionTaskRegistered() {
        let report = TiBackgroundTaskRegistry.shared.launchReport
        XCTAssertTrue(report.registered.contains("com.harrowfield.logbook.compact"), "register(forTaskWithIdentifier:) returned false for com.harrowfield.logbook.compact")
    }
}
