import XCTest
@testable import Fernbook

final class CareScheduleImportTests: XCTestCase {

    /// Fixtures live next to the tests in the repository.
    private func fixtureURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
            .appendingPathComponent(name)
    }

    func testImportsSampleSchedule() throws {
        let url = fixtureURL("care-schedule-sample.json")
        let data = try XCTUnwrap(FileManager.default.contents(atPath: url.path), "fixture missing at \(url.path)")

        let schedule = try CareScheduleImporter().importSchedule(from: data)

        XCTAssertEqual(schedule.plants.count, 6)
        XCTAssertEqual(schedule.plants.first?.waterEveryDays, 7)
    }

    func testRejectsScheduleWithoutVersion() {
        let data = Data(#"{"plants": []}"#.utf8)
        XCTAssertThrowsError(try CareScheduleImporter().importSchedule(from: data))
    }
}
