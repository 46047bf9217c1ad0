import XCTest
import BackgroundTasks
@testable import Thistle

final class SurveyUploadTaskTests: XCTestCase {
    func testSurveyUploadRunsWithinAnHour() throws {
        let ran = expectation(description: "survey upload processing task launched")
        SurveyUploadTask.onLaunch = { ran.fulfill() }
        try SurveyUploadTask.schedule(earliestBegin: Date(timeIntervalSinceNow: 60), requiresNetwork: true)
        wait(for: [ran], timeout: 3600)
    }
}
