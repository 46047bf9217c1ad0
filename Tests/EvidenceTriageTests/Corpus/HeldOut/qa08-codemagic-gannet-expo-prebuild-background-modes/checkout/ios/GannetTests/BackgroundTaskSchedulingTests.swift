import XCTest
import BackgroundTasks
@testable import Gannet

final class BackgroundTaskSchedulingTests: XCTestCase {
    func testSyncTaskSubmits() throws {
        let request = BGProcessingTaskRequest(identifier: "com.gannet.app.background-task")
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
