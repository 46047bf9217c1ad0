import XCTest
@testable import Fernhill

final class BackgroundTaskRegistrarTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testAllIdentifiersRegisteredAtLaunch() throws {
        let outcomes = try BackgroundTaskRegistrar.registrationOutcomes()
        XCTAssertEqual(outcomes["com.fernhill.garden.sync"], true, "sync registration at launch")
        XCTAssertEqual(outcomes["com.fernhill.garden.photo-prune"], true, "photo-prune registration at launch")
    }
}
