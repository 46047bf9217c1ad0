import XCTest
@testable import Railmate

final class BackgroundImportTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testProcessingTaskSubmits() {
        XCTAssertNoThrow(try BackgroundImport.schedule(), "timetable import must be schedulable")
    }

    func testImportIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("app.railmate.ios.timetable-import"))
    }
}
