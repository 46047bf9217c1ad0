import XCTest
@testable import Ashgrove

final class PurgeRegistrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testNightlyPurgeRequestIsAccepted() {
        let coordinator = AppDelegate.shared.purgeCoordinator   // real BGTaskScheduler
        XCTAssertNoThrow(try coordinator.scheduleNightlyPurge())
    }
}
