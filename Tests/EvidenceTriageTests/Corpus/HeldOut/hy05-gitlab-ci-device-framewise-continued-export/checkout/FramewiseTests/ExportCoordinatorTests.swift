import XCTest
import BackgroundTasks
@testable import Framewise

@available(iOS 26.0, *)
final class ExportCoordinatorTests: XCTestCase {

    func testExportSubmitsContinuedProcessingRequest() throws {
        let coordinator = ExportCoordinator(renderer: StubRenderer(segments: 4))
        let job = ExportJob(id: UUID(), title: "Harbour timelapse")
        let identifier = try coordinator.start(job)
        XCTAssertTrue(identifier.hasPrefix("com.framewise.app.export."))
    }

    func testExportReportsProgressPerSegment() {
        let task = FakeContinuedTask(title: "Exporting Harbour timelapse")
        let renderer = StubRenderer(segments: 4)
        renderer.onSegment = { index in
            // After segment `index` finishes the Live Activity should show it.
            XCTAssertEqual(task.progress.completedUnitCount, Int64(index), "progress before segment \(index + 1)")
        }
        ExportTaskRunner(renderer: renderer).run(task)
        XCTAssertEqual(task.completedWith, true)
    }
}
