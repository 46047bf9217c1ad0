import BackgroundTasks
import XCTest
@testable import Lumacut

/// Runs on device-lab hardware only; BGContinuedProcessingTask needs iOS 26 on a device.
final class ContinuedExportTests: XCTestCase {
    private var scheduler: ExportScheduler!
    private var registry: ExportJobRegistry!

    override func setUp() {
        super.setUp()
        registry = ExportJobRegistry(pipelineFactory: { _ in .recording() })
        scheduler = ExportScheduler(jobs: registry)
    }

    func testExportRequestFallsBackToCPUWhenGPUUnsupported() throws {
        let request = try scheduler.makeRequest(for: .fixture(name: "clip-4k"))
        let supported = BGTaskScheduler.supportedResources

        if !supported.contains(.gpu) {
            XCTAssertFalse(request.requiredResources.contains(.gpu),
                           "GPU requested although BGTaskScheduler.supportedResources = \(supported)")
        }
    }

    func testExportRequestUsesWildcardIdentifier() throws {
        let request = try scheduler.makeRequest(for: .fixture(name: "clip-4k"))
        XCTAssertTrue(request.identifier.hasPrefix(ExportScheduler.identifierPrefix + "."))
    }

    func testProgressReportsCompletedFrames() throws {
        let job = ContinuedExportJob(project: .fixture(name: "clip-2s"), pipeline: .recording())
        let task = FakeContinuedTask(identifier: "com.pellucid.lumacut.export.test")
        job.run(under: task)
        XCTAssertEqual(task.waitForCompletion(timeout: 5)?.completedUnitCount, 48)
    }
}
