import XCTest
@testable import Parley

final class TranscriptExportTaskTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func testExportMovesFinishedPDFIntoPlace() {
        let export = TranscriptExportTask()
        export.renderer = FakeRenderer(pages: 4)
        let task = FakeContinuedTask()
        let dest = dir.appending(path: "design-crit.pdf")

        export.run(task: task, roomID: "design-crit", destination: dest)

        XCTAssertTrue(FileManager.default.fileExists(atPath: dest.path))
        XCTAssertEqual(task.completions, [true])
    }

    func testExpiredExportRemovesPartialFile() throws {
        let export = TranscriptExportTask()
        let task = FakeContinuedTask()
        export.renderer = FakeRenderer(pages: 40, expireAfterPage: 12, task: task)
        let dest = dir.appending(path: "all-hands.pdf")

        export.run(task: task, roomID: "all-hands", destination: dest)

        XCTAssertEqual(task.completions, [false])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(leftovers, [], "expired export left files behind")
    }
}
