import XCTest
@testable import Harborline

final class BerthSnapshotExportTests: XCTestCase {
    func testProcessingTaskWritesSnapshotToAppGroup() async throws {
        let exporter = BerthSnapshotExporter(berths: .fixture, maxAttempts: 1)
        let ok = await exporter.export()
        let container = try XCTUnwrap(AppGroup.containerURL, "no container for group.co.harborline.shared")
        XCTAssertTrue(ok)
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("berths.json").path))
    }

    func testExportFinishesWithinBudget() {
        let exporter = BerthSnapshotExporter(berths: .fixture)
        let task = FakeProcessingTask()
        let finished = expectation(description: "export finished")
        exporter.onFinish = { _ in finished.fulfill() }

        exporter.run(task)

        // Local fixture data and a local file write: this is the exporter's own work, not the system's.
        wait(for: [finished], timeout: 5)
        XCTAssertEqual(task.completedWith, true)
    }
}
