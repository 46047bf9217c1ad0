import XCTest
@testable import RetroShelf

/// Runs in the "Debug-NoCloud" test plan configuration: the app is built on purpose
/// without iCloud entitlements and must fall back to the local library.
final class CloudAvailabilityTests: XCTestCase {
    func testUnentitledBuildReportsCloudUnavailable() {
        let availability = CloudAvailability.current()
        XCTAssertEqual(availability, .unavailable(reason: .notEntitled))
    }
}
