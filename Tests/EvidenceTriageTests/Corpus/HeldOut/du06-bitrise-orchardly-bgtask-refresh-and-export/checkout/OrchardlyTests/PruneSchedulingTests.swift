import BackgroundTasks
import XCTest
@testable import Orchardly

/// Nightly prune of old harvest photos: a processing task that should run while the phone charges.
final class PruneSchedulingTests: XCTestCase {
    func testNightlyPruneRunsWhileCharging() async throws {
        let pruned = expectation(description: "prune processing task ran")
        let token = NotificationCenter.default.addObserver(forName: .orchardlyPruneDidRun, object: nil, queue: nil) { _ in
            pruned.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        let request = BGProcessingTaskRequest(identifier: "com.pinecrest.orchardly.prune")
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try? BGTaskScheduler.shared.submit(request)

        // CI Macs are always on power, so the system should pick it up shortly after a minute.
        await fulfillment(of: [pruned], timeout: 600)
    }
}
