import Foundation
import Testing
@testable import Brightwater

@Suite struct ObserverDeliveryCoordinatorTests {
    @Test func singleDeliveryRunsExportAndCompletes() async {
        let exporter = CountingExporter()
        let coordinator = ObserverDeliveryCoordinator(export: exporter.run)
        let completions = Counter()

        await coordinator.handleDelivery { completions.increment() }

        #expect(await exporter.runCount == 1)
        #expect(completions.value == 1)
    }

    @Test func overlappingDeliveriesRunExportOnce() async {
        let exporter = CountingExporter(delay: .milliseconds(200))
        let coordinator = ObserverDeliveryCoordinator(export: exporter.run)
        let completions = Counter()

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask { await coordinator.handleDelivery { completions.increment() } }
            }
        }

        #expect(await exporter.runCount == 1)
        #expect(completions.value == 3)
    }
}

private actor CountingExporter {
    private(set) var runCount = 0
    private let delay: Duration
    init(delay: Duration = .zero) { self.delay = delay }
    nonisolated func run() async throws { await bump(); try await Task.sleep(for: delay) }
    private func bump() { runCount += 1 }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
