import XCTest
import workmanager
@testable import Runner

/// Device tests for the workmanager plugin's iOS side. TaskProbe records every callback the
/// Dart dispatcher reports back through the method channel.
final class ProcessingTaskTests: XCTestCase {
    let processingId = "be.bramble.garden.iOSBackgroundProcessingTask"

    func testOneOffTaskRuns() async throws {
        let ran = expectation(description: "one-off task executed")
        TaskProbe.shared.onExecuted = { name in if name == "seedCatalogSync" { ran.fulfill() } }
        try await WorkmanagerBridge.registerOneOffTask(uniqueName: "seed-sync", taskName: "seedCatalogSync")
        await fulfillment(of: [ran], timeout: 30)
    }

    func testProcessingTaskRunsAfterRegistration() async throws {
        let ran = expectation(description: "processing task executed")
        TaskProbe.shared.onExecuted = { name in if name == self.processingId { ran.fulfill() } }
        try await WorkmanagerBridge.registerProcessingTask(uniqueName: processingId, taskName: processingId,
                                                            initialDelay: 3, requiresNetwork: false)
        await fulfillment(of: [ran], timeout: 120)
    }
}
