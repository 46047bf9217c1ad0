import Foundation
import Observation

extension Notification.Name {
    static let receiptSaved = Notification.Name("TallybookReceiptSaved")
}

@MainActor
@Observable
final class ReceiptListViewModel {
    private(set) var receipts: [Receipt] = []
    var onReload: (() -> Void)?

    private let store: ReceiptStore
    private let center: NotificationCenter
    private var observation: Task<Void, Never>?

    init(store: ReceiptStore, center: NotificationCenter = .default) {
        self.store = store
        self.center = center
        // The notifications sequence is created inside the Task, i.e. some time
        // after init returns. A .receiptSaved posted before the Task has run is missed.
        observation = Task { [weak self] in
            guard let center = self?.center else { return }
            for await _ in center.notifications(named: .receiptSaved) {
                await self?.reload()
            }
        }
    }

    deinit {
        observation?.cancel()
    }

    func reload() async {
        receipts = (try? await store.allReceipts()) ?? []
        onReload?()
    }
}
