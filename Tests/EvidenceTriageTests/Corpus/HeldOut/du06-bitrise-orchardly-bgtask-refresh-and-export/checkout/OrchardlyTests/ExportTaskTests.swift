import BackgroundTasks
import XCTest
@testable import Orchardly

final class ExportTaskTests: XCTestCase {
    func testExportSubmitsContinuedProcessingRequest() throws {
        let exporter = HarvestLogExporter(scheduler: .shared)
        let export = HarvestExport(id: "7D0E5A21", rows: 4_200)

        XCTAssertNoThrow(try exporter.start(export))
        XCTAssertEqual(exporter.pendingIdentifiers, ["com.pinecrest.orchardly.export.7D0E5A21"])
    }

    func testExportProgressReportsUnits() {
        let progress = HarvestLogExporter.progress(for: HarvestExport(id: "1", rows: 4_200))
        XCTAssertEqual(progress.totalUnitCount, 42)
    }
}
