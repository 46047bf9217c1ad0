import UIKit

/// Queues paywall/customer-center events and posts them in batches.
actor EventsManager {
    private let store: EventsStore
    private let poster: EventsPosterType
    private var observer: NSObjectProtocol?

    init(store: EventsStore, poster: EventsPosterType, notificationCenter: NotificationCenter = .default) {
        self.store = store
        self.poster = poster
        Task { await self.observeLifecycle(notificationCenter) }
    }

    private func observeLifecycle(_ center: NotificationCenter) {
        observer = center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                      object: nil, queue: nil) { [weak self] _ in
            Task { try? await self?.flushAllEvents(batchSize: 50) }
        }
    }

    func flushAllEvents(batchSize: Int) async throws {
        let batch = await store.fetch(batchSize)
        guard !batch.isEmpty else { return }
        try await poster.post(batch)
        await store.clear(batch.count)
    }
}
