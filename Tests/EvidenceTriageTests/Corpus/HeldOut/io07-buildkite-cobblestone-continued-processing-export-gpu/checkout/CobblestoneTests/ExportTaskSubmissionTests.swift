import XCTest
import BackgroundTasks
@testable import Cobblestone

final class ExportTaskSubmissionTests: XCTestCase {
    func testRegistersRenderWildcard() {
        XCTAssertTrue(ContinuedExportScheduler().register(prefix: ContinuedExportScheduler.renderPrefix) { $0.setTaskCompleted(success: true) })
    }

    func testSubmitsContinuedExportWithWildcardIdentifier() throws {
        let scheduler = ContinuedExportScheduler()
        XCTAssertTrue(scheduler.register(prefix: ContinuedExportScheduler.exportPrefix) { $0.setTaskCompleted(success: true) })
        XCTAssertNoThrow(try scheduler.submit(prefix: ContinuedExportScheduler.exportPrefix,
                                              title: "Exporting “Harbour at dawn”", subtitle: "4K HEVC", wantsGPU: true))
    }
}
