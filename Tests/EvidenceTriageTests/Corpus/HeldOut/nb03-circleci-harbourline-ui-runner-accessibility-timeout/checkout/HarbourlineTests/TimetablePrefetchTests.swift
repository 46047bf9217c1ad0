import XCTest
import BackgroundTasks
@testable import Harbourline

final class TimetablePrefetchTests: XCTestCase {
    func testOvernightPrefetchIsSubmitted() throws {
        let request = BGProcessingTaskRequest(identifier: "com.harbourline.timetable.prefetch")
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
