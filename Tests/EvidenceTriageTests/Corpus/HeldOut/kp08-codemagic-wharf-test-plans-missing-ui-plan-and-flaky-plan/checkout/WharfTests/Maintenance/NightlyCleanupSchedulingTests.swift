import BackgroundTasks
import XCTest
@testable import Wharf

final class NightlyCleanupSchedulingTests: XCTestCase {
    func testRequestRequiresExternalPower() {
        XCTAssertTrue(NightlyCleanup.makeRequest().requiresExternalPower)
    }

    func testSubmitsProcessingRequestWithPowerRequirement() {
        XCTAssertNoThrow(try NightlyCleanup.schedule())
    }
}
