import XCTest
@testable import Reelcut

final class ExportJobTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func testProgressAdvancesPerRenderedSegment() throws {
        let segments = (0..<12).map { Segment(index: $0, duration: 2.0) }
        let job = ExportJob(segments: segments, output: dir.appendingPathComponent("out.mov"),
                            renderer: StubRenderer())
        try job.run()
        XCTAssertEqual(job.progress.totalUnitCount, 12)
        XCTAssertEqual(job.progress.completedUnitCount, 12)
    }

    func testCancelRemovesPartialFile() throws {
        let segments = (0..<6).map { Segment(index: $0, duration: 2.0) }
        let renderer = StubRenderer()
        let job = ExportJob(segments: segments, output: dir.appendingPathComponent("out.mov"), renderer: renderer)
        renderer.onRender = { index in if index == 2 { job.cancel() } }
        try job.run()
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.partialURL.path))
    }
}
