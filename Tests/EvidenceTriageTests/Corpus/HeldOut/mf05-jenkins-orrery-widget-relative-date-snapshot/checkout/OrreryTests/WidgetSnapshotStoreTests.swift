import XCTest
@testable import OrreryShared

final class WidgetSnapshotStoreTests: XCTestCase {
    func testSaveBeginsBackgroundTaskInApp() throws {
        let tasks = RecordingBackgroundTasks()
        let store = WidgetSnapshotStore(directory: temporaryDirectory(), backgroundTasks: tasks)
        try store.save(.fixture)
        XCTAssertEqual(tasks.begun, ["orrery.widget-snapshot.save"])
    }
}
