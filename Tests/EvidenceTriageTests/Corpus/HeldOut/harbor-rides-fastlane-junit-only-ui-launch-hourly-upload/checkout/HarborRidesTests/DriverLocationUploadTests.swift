import XCTest
@testable import HarborRides

/// Runs on the overnight soak job: the device stays in the rack with the app
/// backgrounded for two hours and we read the launch records afterwards.
final class DriverLocationUploadTests: XCTestCase {
    func testLocationUploadRunsHourly() throws {
        let launches = try DiagnosticsLog.load().launches(for: "com.harborrides.driver.location-upload")
        XCTAssertGreaterThanOrEqual(launches.count, 2)
        let gap = launches[1].timestamp.timeIntervalSince(launches[0].timestamp)
        XCTAssertEqual(gap, 3600, accuracy: 300, "interval between background uploads (s)")
    }
}
