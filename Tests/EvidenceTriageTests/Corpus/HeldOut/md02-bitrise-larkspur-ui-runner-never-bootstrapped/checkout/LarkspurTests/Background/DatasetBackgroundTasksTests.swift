import XCTest
@testable import Larkspur

final class DatasetBackgroundTasksTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRegistersFilterSetTaskAtLaunch() throws {
        let records = try DiagnosticRecords.load(phase: .registration)
        let filterSet = records.last { $0.identifier == DatasetBackgroundTasks.filterSetIdentifier }
        XCTAssertEqual(filterSet?.outcome, .succeeded, "filter-set task was not registered at launch")
    }

    func testSchedulesFilterSetRefresh() {
        XCTAssertNoThrow(try DatasetBackgroundTasks.schedule(DatasetBackgroundTasks.filterSetIdentifier, after: 12 * 3600))
    }

    func testSchedulesHashPrefixRefresh() {
        XCTAssertNoThrow(try DatasetBackgroundTasks.schedule(DatasetBackgroundTasks.hashPrefixIdentifier, after: 20 * 60))
    }
}
