import BackgroundTasks
import XCTest
@testable import Larkspur

@available(iOS 26.0, *)
final class ContinuedDownloadTests: XCTestCase {
    private var engine: FakeDownloadEngine!
    private var scheduler: RecordingContinuedScheduler!
    private var coordinator: ContinuedProcessingCoordinator!

    override func setUp() {
        super.setUp()
        engine = FakeDownloadEngine()
        scheduler = RecordingContinuedScheduler()
        coordinator = ContinuedProcessingCoordinator(engine: engine, scheduler: scheduler, settings: InMemorySettings())
    }

    func testStartSubmitsContinuedRequest() throws {
        let id = try engine.start(url: URL(string: "https://mirror.larkspur.example/iso/debian-13.iso")!)
        coordinator.downloadDidStart(id)
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.larkspur.app.continued.\(id)"])
    }

    func testDisablingEndsLifecycle() throws {
        let id = try engine.start(url: URL(string: "https://mirror.larkspur.example/a.zip")!)
        coordinator.downloadDidStart(id)
        coordinator.setContinuedProcessingEnabled(false)
        XCTAssertNil(coordinator.generation(for: id))
    }

    func testReenablingContinuedProcessingRecoversActiveTask() throws {
        let id = try engine.start(url: URL(string: "https://mirror.larkspur.example/b.zip")!)
        coordinator.downloadDidStart(id)
        engine.report(id, progress: 0.4, state: .running)

        coordinator.setContinuedProcessingEnabled(false)
        coordinator.setContinuedProcessingEnabled(true)

        XCTAssertNotNil(coordinator.generation(for: id), "active download has no continued-processing generation after re-enable")
        XCTAssertEqual(scheduler.submitted.count, 2)
    }
}
