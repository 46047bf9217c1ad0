import XCTest
@testable import Inkberry

final class PromptRefreshTaskTests: XCTestCase {
    func testRefreshHandlerStoresTodaysPrompt() async throws {
        let scheduler = ImmediateTaskScheduler()
        PromptRefreshJob.shared.client = StubPromptClient(prompt: "What surprised you today?")
        await AppDelegate().registerBackgroundTasks(on: scheduler)

        let task = FakeAppRefreshTask(identifier: TaskID.promptRefresh)
        scheduler.launch(TaskID.promptRefresh, with: task)

        await fulfillment(of: [task.completed], timeout: 10)
        XCTAssertEqual(PromptStore.shared.today?.text, "What surprised you today?")
    }
}
