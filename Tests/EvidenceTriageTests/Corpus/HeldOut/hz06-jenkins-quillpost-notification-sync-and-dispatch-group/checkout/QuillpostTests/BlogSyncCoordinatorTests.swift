import XCTest
@testable import Quillpost

final class BlogSyncCoordinatorTests: XCTestCase {
    func testRefreshTaskCompletesAfterAllBlogsSynced() {
        let manager = ContextManager.inMemory(blogs: 2)
        let coordinator = BlogSyncCoordinator(manager: manager,
                                              editorSettings: .stub(manager: manager, result: .success(.block)),
                                              plans: .stub(result: .success([])))
        let task = FakeRefreshTask()
        coordinator.handle(task)
        wait(for: [task.completed], timeout: 2)
        XCTAssertEqual(task.success, true)
    }

    /// The user removed a site on the web while the refresh task was in flight: the local Blog
    /// is gone by the time the editor settings come back. The task must still complete once.
    func testRefreshTaskCompletesWhenBlogWasDeleted() {
        let manager = ContextManager.inMemory(blogs: 1)
        let editor = EditorSettingsService.stub(manager: manager, result: .success(.block),
                                                beforeSave: { manager.deleteAllBlogs() })
        let coordinator = BlogSyncCoordinator(manager: manager, editorSettings: editor,
                                              plans: .stub(result: .success([])))
        let task = FakeRefreshTask()
        coordinator.handle(task)
        wait(for: [task.completed], timeout: 2)
        XCTAssertEqual(task.success, false)
    }
}
