import BackgroundTasks
import XCTest
@testable import Gorse

final class ExportTaskTests: XCTestCase {
    func testExportIdentifierFollowsBundle() {
        XCTAssertEqual(ExportTask.identifier, Bundle.main.bundleIdentifier! + ".export")
    }

    /// Album exports run as a processing task so large libraries finish overnight.
    func testSubmitsExportProcessingRequest() throws {
        let request = ExportTask.makeRequest(albumID: "album-2207", requiresPower: true)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: request.identifier)
    }
}
