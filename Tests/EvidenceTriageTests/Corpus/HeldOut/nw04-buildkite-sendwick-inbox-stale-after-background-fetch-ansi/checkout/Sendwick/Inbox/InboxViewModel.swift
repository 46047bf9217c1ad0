import Foundation
import Combine

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var rows: [MessageRow] = []
    private let store: MessageStore
    private var cancellables = Set<AnyCancellable>()

    init(store: MessageStore) {
        self.store = store
        NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
            .sink { [weak self] _ in self?.reload() }
            .store(in: &cancellables)
        reload()
    }

    func reload() {
        rows = store.recentThreads(limit: 50).map(MessageRow.init)
    }
}
