import Foundation
import os

/// Observations (user-submitted water levels) are uploaded in the background: when the
/// app is sent home we ask UIKit for extra time with beginBackgroundTask and drain the queue.
final class ObservationUploadQueue {
    enum State: String, Codable { case queued, waiting, uploading, done, failed }

    struct Item: Codable, Equatable {
        let id: String
        var state: State
        var attempts: Int
    }

    private(set) var items: [Item] = []
    private let runner: BackgroundTaskRunning
    private let client: ObservationClient
    private let log = Logger(subsystem: "com.tidelineapp.ios", category: "uploads")

    init(runner: BackgroundTaskRunning, client: ObservationClient) {
        self.runner = runner
        self.client = client
    }

    func enqueue(_ id: String) {
        items.append(Item(id: id, state: .queued, attempts: 0))
    }

    /// Called from sceneDidEnterBackground.
    func drainInBackground() {
        let token = runner.begin(name: "observation-upload") { [weak self] in
            self?.handleExpiration()
        }
        Task {
            for index in items.indices where items[index].state == .queued {
                items[index].state = .waiting          // waiting for the network slot
                items[index].attempts += 1
                do {
                    items[index].state = .uploading
                    try await client.upload(items[index].id)
                    items[index].state = .done
                } catch {
                    items[index].state = .failed
                }
            }
            runner.end(token)
        }
    }

    /// UIKit is about to suspend us. Whatever has not finished must be picked up next time.
    func handleExpiration() {
        log.info("background upload time expired; \(self.items.filter { $0.state != .done }.count) pending")
        for index in items.indices where items[index].state == .uploading {
            items[index].state = .waiting
        }
        client.cancelAll()
    }

    /// Items the next drain will pick up.
    var retryable: [Item] { items.filter { $0.state == .queued || $0.state == .failed } }
}

protocol BackgroundTaskRunning {
    func begin(name: String, expiration: @escaping () -> Void) -> Int
    func end(_ token: Int)
}

protocol ObservationClient {
    func upload(_ id: String) async throws
    func cancelAll()
}
