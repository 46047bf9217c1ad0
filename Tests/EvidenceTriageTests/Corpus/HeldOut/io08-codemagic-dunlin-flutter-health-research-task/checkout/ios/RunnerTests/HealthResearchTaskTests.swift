import XCTest
import BackgroundTasks
@testable import Runner

final class HealthResearchTaskTests: XCTestCase {
  func testSubmitsResearchUploadTask() throws {
    let request = BGHealthResearchTaskRequest(identifier: "dev.dunlin.study.upload")
    request.protectionTypeOfRequiredData = .completeUntilFirstUserAuthentication
    request.requiresNetworkConnectivity = true
    XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
  }
}
