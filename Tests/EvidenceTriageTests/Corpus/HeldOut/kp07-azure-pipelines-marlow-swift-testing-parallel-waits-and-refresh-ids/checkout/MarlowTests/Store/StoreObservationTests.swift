import Testing
@testable import Marlow

@Suite struct StoreObservationTests {
    @Test func waitForReturnsTrueWhenUpdated() async {
        let store = HabitStore.inMemory()
        // Schedule three check-ins 10/20/30 ms after the test starts, then wait for the third.
        for (i, delay) in [10, 20, 30].enumerated() {
            Task {
                try? await Task.sleep(for: .milliseconds(delay))
                store.checkIn(habit: "stretch", day: i)
            }
        }
        let didUpdate = await store.wait(for: { $0.checkIns.count == 3 }, within: .seconds(2))
        #expect(didUpdate)
    }

    @Test func waitReturnsFalseWithoutUpdate() async {
        let store = HabitStore.inMemory()
        let didUpdate = await store.wait(for: { $0.checkIns.count == 1 }, within: .milliseconds(50))
        #expect(!didUpdate)
    }
}
