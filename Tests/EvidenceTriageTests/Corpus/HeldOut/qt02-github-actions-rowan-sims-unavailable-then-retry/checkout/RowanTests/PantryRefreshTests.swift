import XCTest
import BackgroundTasks
@testable import Rowan

final class PantryRefreshTests: XCTestCase {
    override func setUp() {
        PantryRefresh.shared.resetForTesting()
    }

    func testSubmitRefreshRequest() {
        let request = BGAppRefreshTaskRequest(identifier: PantryRefresh.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }

    func testRefreshHandlerCompletesTask() async {
        let task = FakeRefreshTask()
        let cache = InMemoryPantryCache(items: [])
        await PantryRefresh.shared.handle(task, cache: cache, api: StubPantryAPI(items: [.init(sku: "flour-1kg")]))
        XCTAssertEqual(task.completedSuccess, true)
    }
}
