import Foundation
import Observation
import SwiftData

/// Pulls boards and cards from the Fizzy server and merges them into the local store.
@Observable
final class SyncEngine: @unchecked Sendable, FizzySyncProvider {
    enum State: Equatable {
        case idle
        case syncing
        case failed(String)
    }

    private(set) var state: State = .idle
    private(set) var lastSyncedAt: Date?

    private weak var store: BoardStore?
    private let client: FizzyClient

    init(store: BoardStore, client: FizzyClient = .live) {
        self.store = store
        self.client = client
    }

    var isPaired: Bool { client.hasCredentials }

    func triggerSync() async {
        guard state != .syncing else { return }
        state = .syncing
        do {
            let changes = try await client.fetchChanges(since: lastSyncedAt)
            try await merge(changes)
            lastSyncedAt = changes.serverTime
            state = .idle
        } catch is CancellationError {
            state = .idle
        } catch {
            state = .failed(String(describing: error))
        }
    }

    private func merge(_ changes: FizzyChangeSet) async throws {
        let context = store!.makeBackgroundContext()
        for board in changes.boards {
            context.upsert(board)
        }
        for card in changes.cards {
            context.upsert(card)
        }
        for deleted in changes.deletedCardIDs {
            context.deleteCard(id: deleted)
        }
        try context.save()
    }
}

extension SyncEngine {
    /// Bounded single pass used by the background refresh coordinator.
    func syncOnce() async throws -> Bool {
        guard isPaired else { return false }
        await triggerSync()
        if case .failed(let reason) = state {
            throw FizzyError.syncFailed(reason)
        }
        return true
    }
}
