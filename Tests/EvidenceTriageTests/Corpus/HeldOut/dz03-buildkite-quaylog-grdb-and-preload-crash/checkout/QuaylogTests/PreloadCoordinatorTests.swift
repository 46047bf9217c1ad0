import XCTest
@testable import Quaylog

private actor ConcurrencyProbe {
    private(set) var running = 0
    private(set) var maxRunning = 0
    func enter() { running += 1; maxRunning = max(maxRunning, running) }
    func leave() { running -= 1 }
}

final class PreloadCoordinatorTests: XCTestCase {

    func testSinglePreloadRuns() async {
        let coordinator = PreloadCoordinator()
        let probe = ConcurrencyProbe()
        coordinator.preloadAll { await probe.enter(); await probe.leave() }
        await coordinator.waitForIdle()
        let max = await probe.maxRunning
        XCTAssertEqual(max, 1)
    }

    func testOverlappingPreloadsRunSerially() async {
        let coordinator = PreloadCoordinator()
        let probe = ConcurrencyProbe()

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    coordinator.preloadAll {
                        await probe.enter()
                        try? await Task.sleep(nanoseconds: 100_000)
                        await probe.leave()
                    }
                }
            }
        }
        await coordinator.waitForIdle()

        let max = await probe.maxRunning
        XCTAssertEqual(max, 1, "preloads overlapped")
    }
}
