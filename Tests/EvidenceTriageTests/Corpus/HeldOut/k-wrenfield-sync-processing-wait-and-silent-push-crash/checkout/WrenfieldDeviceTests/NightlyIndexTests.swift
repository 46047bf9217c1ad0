import XCTest
import BackgroundTasks

final class NightlyIndexTests: XCTestCase {
    func testIndexProcessingTaskRunsTonight() throws {
        let ran = expectation(description: "nightly index launched")
        NightlyIndex.shared.onLaunch = { _ in ran.fulfill() }
        try NightlyIndex.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 60))
        XCUIDevice.shared.press(.home)
        wait(for: [ran], timeout: 900)
    }
}
