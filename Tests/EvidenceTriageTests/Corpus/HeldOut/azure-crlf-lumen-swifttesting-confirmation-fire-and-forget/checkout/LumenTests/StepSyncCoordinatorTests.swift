import Foundation
import Testing
@testable import Lumen

@Suite struct StepSyncCoordinatorTests {
    @Test func becomingActiveSyncsTodaysSteps() async {
        let store = InMemoryStepStore()
        let health = FakeHealthSource(steps: [.today: 8_412])
        let center = NotificationCenter()
        let coordinator = StepSyncCoordinator(health: health, store: store, notificationCenter: center)

        await confirmation("step sync finished") { finished in
            let token = center.addObserver(forName: .stepSyncDidFinish, object: nil, queue: nil) { _ in
                finished()
            }
            coordinator.appDidBecomeActive() // starts Task { await sync() } and returns
            center.removeObserver(token)
        }
        #expect(store.steps(on: .today) == 8_412)
    }

    @Test func syncSkipsWhenHealthUnavailable() async {
        let coordinator = StepSyncCoordinator(health: FakeHealthSource(available: false), store: InMemoryStepStore(), notificationCenter: .init())
        await coordinator.sync()
        #expect(coordinator.lastError == .healthUnavailable)
    }
}
