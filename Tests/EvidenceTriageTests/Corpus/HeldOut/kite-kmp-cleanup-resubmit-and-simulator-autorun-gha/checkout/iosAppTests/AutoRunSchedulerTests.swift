import XCTest
import BackgroundTasks
import Shared
@testable import iosApp

final class AutoRunSchedulerTests: XCTestCase {
    func testAutoRunIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted?.contains(AutoRunScheduler.companion.TASK_ID), true)
    }

    func testAutoRunTaskLaunchesOnSimulator() throws {
        let launched = expectation(description: "autorun task launched")
        AutoRunScheduler.companion.shared.onLaunch = { launched.fulfill() }
        try AutoRunScheduler.companion.shared.schedule(delaySeconds: 5)
        wait(for: [launched], timeout: 120)
    }
}
