import XCTest
import BackgroundTasks
import Shared
@testable import iosApp

final class KmpDispatcherTests: XCTestCase {
    func testDynamicTaskRunsThroughMasterDispatcher() throws {
        let scheduler = KoinIOS().scheduler()
        let ran = expectation(description: "tide-refresh executed via master dispatcher")
        TaskProbe.shared.onRun = { id in if id == "tide-refresh" { ran.fulfill() } }
        try scheduler.enqueue(id: "tide-refresh", trigger: TaskTriggerOneTime(initialDelayMs: 0))
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "kmp_master_dispatcher_task")
        wait(for: [ran], timeout: 10)
    }
}
