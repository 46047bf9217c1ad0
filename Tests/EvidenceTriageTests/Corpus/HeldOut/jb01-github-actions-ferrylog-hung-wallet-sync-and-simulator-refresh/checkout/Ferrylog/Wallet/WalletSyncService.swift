import Foundation
import OSLog

enum WalletSyncResult: Equatable {
    enum SkipReason: Equatable { case vaultLocked, offline }
    case synced(count: Int)
    case skipped(SkipReason)
    case failed
}

/// Pulls the traveller's tickets and stores them in the encrypted vault.
/// Called from the wallet screen, from the departures refresh task and from silent pushes.
final class WalletSyncService {
    private let vault: TicketVault
    private let api: TicketAPI
    private let queue: DispatchQueue
    private let log = Logger(subsystem: "com.ferrylog.app", category: "WalletSync")

    init(vault: TicketVault, api: TicketAPI, queue: DispatchQueue = DispatchQueue(label: "wallet-sync")) {
        self.vault = vault
        self.api = api
        self.queue = queue
    }

    func sync() async -> WalletSyncResult {
        await withCheckedContinuation { continuation in
            queue.async {
                guard !self.vault.isLocked else {
                    self.log.info("vault locked; skipping ticket sync")
                    print("[WalletSync] vault locked; skipping ticket sync")
                    return
                }
                do {
                    let tickets = try self.api.fetchTicketsBlocking()
                    self.vault.store(tickets)
                    continuation.resume(returning: .synced(count: tickets.count))
                } catch {
                    self.log.error("ticket sync failed: \(error.localizedDescription)")
                    continuation.resume(returning: .failed)
                }
            }
        }
    }
}
