import XCTest
import BackgroundTasks
@testable import Runner

final class ResearchUploadSchedulingTests: XCTestCase {
  func testFallbackProcessingTaskRunsWithinTwoMinutes() throws {
    let request = BGProcessingTaskRequest(identifier: "dev.dunlin.study.upload-fallback")
    request.earliestBeginDate = Date(timeIntervalSinceNow: 30)
    request.requiresNetworkConnectivity = true
    try BGTaskScheduler.shared.submit(request)
    StudyDiagnostics.shared.recordSubmission("dev.dunlin.study.upload-fallback", test: name)

    Thread.sleep(forTimeInterval: 120)
    XCTAssertTrue(StudyDiagnostics.shared.didLaunch("dev.dunlin.study.upload-fallback"),
                  "fallback upload task did not run within 120 s")
  }
}
