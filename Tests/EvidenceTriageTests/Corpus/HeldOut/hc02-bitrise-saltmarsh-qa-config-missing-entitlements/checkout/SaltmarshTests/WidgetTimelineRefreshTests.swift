import BackgroundTasks
import XCTest
@testable import Saltmarsh
@testable import SaltmarshKit

/// Hosted in Saltmarsh.app: drives the real BGTaskScheduler registration made at launch and
/// simulates the system launching the refresh task.
final class WidgetTimelineRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshTaskWritesTimeline() async throws {
        let job = AppEnvironment.shared.widgetTimelineJob
        AppEnvironment.shared.tideClient.stub(predictions: .fixture(hours: 48))

        BackgroundTasks.scheduleWidgetRefresh()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: BackgroundTasks.widgetRefresh.rawValue)

        let finished = expectation(description: "refresh finished")
        job.onFinish = { finished.fulfill() }
        await fulfillment(of: [finished], timeout: 10)

        XCTAssertEqual(job.lastOutcome, .completed)
        let timeline = try AppGroupStore().containerURL().appendingPathComponent("timeline.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: timeline.path))
    }
}
