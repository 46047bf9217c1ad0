import XCTest
import BackgroundTasks
@testable import Harborlight

final class NightlyReportTests: XCTestCase {
    func testReportTaskRunsOvernight() throws {
        let generated = expectation(description: "nightly report generated")
        NightlyReport.shared.onGenerated = { _ in generated.fulfill() }
        try NightlyReport.shared.schedule(at: Date().addingTimeInterval(60))
        wait(for: [generated], timeout: 300)
    }
}
