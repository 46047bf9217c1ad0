import ComposableArchitecture
import XCTest
@testable import Larkspur

@MainActor
final class StreakRefreshFeatureTests: XCTestCase {
    private var denver: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/Denver")!
        return c
    }

    func testBackgroundingSchedulesRefreshAfterDebounce() async {
        let queue = DispatchQueue.test
        let submitted = LockIsolated<[String]>([])
        let store = TestStore(initialState: StreakRefreshFeature.State()) {
            StreakRefreshFeature()
        } withDependencies: {
            $0.mainQueue = queue.eraseToAnyScheduler()
            $0.date.now = Date(timeIntervalSince1970: 1_795_032_000)   // 2026-11-18 13:00 MST
            $0.calendar = denver
            $0.backgroundTasks.submitRefresh = { id, _ in submitted.withValue { $0.append(id) } }
        }
        store.exhaustivity = .off

        await store.send(.scenePhaseChanged(.background))
        await queue.advance(by: .seconds(2))
        await store.receive(\.debouncedBackground)
        await store.receive(\.submitted)

        XCTAssertEqual(submitted.value, [StreakRefreshFeature.taskID])
    }

    func testRefreshRequestUsesNextLocalMidnight() async {
        let earliest = LockIsolated<Date?>(nil)
        let store = TestStore(initialState: StreakRefreshFeature.State()) {
            StreakRefreshFeature()
        } withDependencies: {
            $0.date.now = Date(timeIntervalSince1970: 1_795_032_000)   // 2026-11-18 13:00 MST
            $0.calendar = denver
            $0.backgroundTasks.submitRefresh = { _, date in earliest.setValue(date) }
        }
        store.exhaustivity = .off

        await store.send(.debouncedBackground)
        await store.skipReceivedActions()

        // Next midnight in Denver: 2026-11-19 00:00 MST == 07:00 UTC.
        XCTAssertEqual(earliest.value, Date(timeIntervalSince1970: 1_795_071_600))
    }
}
