import XCTest
@testable import Tasklane

@MainActor
final class AppStateRefreshTests: XCTestCase {
    func testRefreshLoadsProjects() async {
        let api = StubTaskAPI(projects: [.inbox, .groceries])
        let state = AppState(api: api, application: FakeApplication())
        await state.refreshAll()
        XCTAssertEqual(state.projects.map(\.title), ["Inbox", "Groceries"])
    }

    func testRefreshRequestsBackgroundTime() async {
        let app = FakeApplication()
        let state = AppState(api: StubTaskAPI(projects: [.inbox]), application: app)
        await state.refreshAll()
        XCTAssertEqual(app.begunTaskNames, ["tasklane.refreshAll"])
        XCTAssertEqual(app.endedTaskCount, 1)
    }

    func testRefreshFinishesAfterResignActive() async {
        let app = FakeApplication()
        let api = StubTaskAPI(projects: [.inbox], cancelsWhenSuspended: app)
        let state = AppState(api: api, application: app)
        let refresh = Task { await state.refreshAll() }
        app.simulateDidEnterBackground()
        await refresh.value
        XCTAssertNil(state.lastError)
        XCTAssertEqual(state.projects.count, 1)
    }
}
