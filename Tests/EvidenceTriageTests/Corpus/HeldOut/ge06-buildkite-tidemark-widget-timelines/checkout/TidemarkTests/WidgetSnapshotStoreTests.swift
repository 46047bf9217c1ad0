import Foundation
import Testing
@testable import Tidemark

@Suite struct WidgetSnapshotStoreTests {
    @Test func emptyStoreReadsNil() {
        #expect(WidgetSnapshotStore.inMemory().readAgenda() == nil)
    }

    @Test func writeThenReadReturnsLatest() async {
        let store = WidgetSnapshotStore.inMemory()
        store.write(agenda: .fixture(items: ["Spring tide 06:58"]))
        await Task.yield()
        #expect(store.readAgenda()?.items.map(\.title) == ["Spring tide 06:58"])
    }
}
