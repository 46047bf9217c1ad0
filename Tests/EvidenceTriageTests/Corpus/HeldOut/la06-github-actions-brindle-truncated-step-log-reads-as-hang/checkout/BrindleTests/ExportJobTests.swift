import XCTest
@testable import Brindle

final class ExportJobTests: XCTestCase {
    func testExportWritesManifestLast() throws {
        let sink = SpyExportSink()
        try ExportJob(source: .fixture(4), sink: sink, checkpoints: InMemoryCheckpoints()).run()
        XCTAssertEqual(sink.events.last, .manifest)
    }

    /// First run is cancelled after 3 files (an expiration); the second run must resume.
    func testExportResumesFromCheckpoint() throws {
        let sink = SpyExportSink()
        let checkpoints = InMemoryCheckpoints()
        var n = 0
        try ExportJob(source: .fixture(4), sink: sink, checkpoints: checkpoints)
            .run(isCancelled: { n += 1; return n > 3 })
        try ExportJob(source: .fixture(4), sink: sink, checkpoints: checkpoints).run()

        let names = sink.exported.map(\.name)
        XCTAssertEqual(names, ["IMG_0001", "IMG_0002", "IMG_0003", "IMG_0004"], "exported after resume")
    }
}
