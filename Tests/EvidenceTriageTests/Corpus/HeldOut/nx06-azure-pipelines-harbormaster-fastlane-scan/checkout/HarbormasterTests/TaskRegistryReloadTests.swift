import XCTest
@testable import Harbormaster

final class TaskRegistryReloadTests: XCTestCase {
    func testReloadWhileBackgroundLaunchInFlight() {
        let registry = TaskRegistry.shared
        let reloads = DispatchQueue(label: "harbormaster.js", attributes: .concurrent)
        let group = DispatchGroup()
        for i in 0..<200 {
            group.enter()
            reloads.async {
                let runtime = WorkerRuntime(generation: i)
                registry.setTaskManager(runtime.taskManager, forAppId: "main")
                registry.runTasks(reason: .backgroundFetch)
                registry.setTaskManager(nil, forAppId: "main")
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
    }
}
