import XCTest
@testable import Fernleaf

final class JournalMaintenanceTaskTests: XCTestCase {
    func testMaintenanceVacuumsHealthyStore() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "maint-\(UUID()).sqlite")
        let task = FakeProcessingTask()
        JournalMaintenanceTask.run(task, store: JournalStore(url: url))
        XCTAssertEqual(task.completedWith, true)
    }

    func testMaintenanceReportsFailureWhenStoreCannotOpen() throws {
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "Fernleaf23", withExtension: "sqlite"))
        let url = FileManager.default.temporaryDirectory.appending(path: "maint-23.sqlite")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: fixture, to: url)
        let task = FakeProcessingTask()
        JournalMaintenanceTask.run(task, store: JournalStore(url: url))
        XCTAssertEqual(task.completedWith, false, "a failed migration must not be reported as a successful run")
    }
}

final class FakeProcessingTask: ProcessingTaskType {
    private(set) var completedWith: Bool?
    var expirationHandler: (() -> Void)?
    func setTaskCompleted(success: Bool) { completedWith = success }
}
