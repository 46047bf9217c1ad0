import Foundation

@MainActor
final class JournalEntryListViewModel: ObservableObject {
    @Published private(set) var entries: [JournalEntry] = []
    @Published private(set) var emptyStatePrompt: String?

    private let store: PlantStore

    init(store: PlantStore) { self.store = store }

    func load() {
        entries = store.entries().sorted { $0.date > $1.date }
        if entries.isEmpty && store.plants().isEmpty == false {
            emptyStatePrompt = "Add your first plant to start a journal"
        }
    }
}
