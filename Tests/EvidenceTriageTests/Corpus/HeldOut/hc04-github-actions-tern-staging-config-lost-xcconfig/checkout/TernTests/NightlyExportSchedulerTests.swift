import XCTest
@testable import Tern

final class NightlyExportSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSubmitsProcessingRequest() throws {
        XCTAssertNoThrow(try BackgroundScheduler.shared.scheduleNightlyExport())
    }
}
