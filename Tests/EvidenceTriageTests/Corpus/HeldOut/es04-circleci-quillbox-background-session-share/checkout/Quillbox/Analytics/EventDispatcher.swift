import Foundation
import UIKit

/// Batches usage events and sends them to the Quillbox metrics endpoint.
/// Flushed on a timer and when the app moves to the background.
final class EventDispatcher {
    static let dispatchInterval: TimeInterval = 30
    static let requestTimeout: TimeInterval = 5

    private let store: EventStore
    private let transport: EventTransport
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    init(store: EventStore, transport: EventTransport) {
        self.store = store
        self.transport = transport
    }

    func flushOnEnteringBackground(app: UIApplication = .shared) async {
        backgroundTask = app.beginBackgroundTask(withName: "Flush events") { [weak self] in
            guard let self else { return }
            app.endBackgroundTask(self.backgroundTask)
        }
        await flush()
        app.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }

    func flush() async {
        let batch = store.pending(limit: 20)
        guard !batch.isEmpty else { return }
        do {
            try await transport.send(batch, timeout: Self.requestTimeout)
            store.remove(batch)
        } catch {
            // Keep the events; the next flush sends them again.
            print("Quillbox [W] Failed dispatching events with error \(error)")
        }
    }
}
