import SwiftData
import XCTest
@testable import Medley

@MainActor
final class MedicationImportTests: XCTestCase {

    private var container: ModelContainer!

    override func setUpWithError() throws {
        container = try ModelContainer(for: ScheduledDose.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    func testImportsFixtureSchedule() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "pharmacy-export-v2", withExtension: "json"))
        let data = try Data(contentsOf: url)

        var imported = 0
        XCTAssertNoThrow(imported = try MedicationImporter().importSchedule(data, into: container.mainContext))

        XCTAssertEqual(imported, 3)
    }

    func testEmptyExportImportsNothing() throws {
        let data = Data(#"{"patientRef":"pt-1","doses":[]}"#.utf8)
        XCTAssertEqual(try MedicationImporter().importSchedule(data, into: container.mainContext), 0)
    }
}
