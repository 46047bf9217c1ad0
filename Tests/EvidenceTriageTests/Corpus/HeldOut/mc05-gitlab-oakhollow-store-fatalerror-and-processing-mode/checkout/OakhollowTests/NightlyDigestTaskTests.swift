import XCTest
import BackgroundTasks
@testable import Oakhollow

final class NightlyDigestTaskTests: XCTestCase {
    func testDigestProcessingTaskSubmits() {
        let request = BGProcessingTaskRequest(identifier: NightlyDigestTask.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
