import Foundation
import Observation

@MainActor
@Observable
final class MarinaListViewModel {
    private(set) var marinas: [Marina] = []
    var pendingAlarms: [TideAlarm] = []
    let store: MarinaStore

    init(store: MarinaStore) { self.store = store }

    func load() async { marinas = await store.all().sorted { $0.name < $1.name } }
}
