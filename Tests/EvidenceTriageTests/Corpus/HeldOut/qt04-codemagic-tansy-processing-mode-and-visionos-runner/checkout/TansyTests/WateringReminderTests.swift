import XCTest
import BackgroundTasks
@testable import Tansy

final class WateringReminderTests: XCTestCase {
    func testProcessingRequestSubmitted() {
        let request = BGProcessingTaskRequest(identifier: "com.tansyapp.tansy.sensor-sync")
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try SensorSync.shared.submit(request))
    }
}
