import Foundation
import os

enum BerthSyncResult: Equatable {
    case newData
    case noData
    case failed(reason: String)
}

/// Handles the `berth-changed` content-available push: fetches the berth allocation
/// with the berth-pass token and updates the local timetable.
final class SilentPushBerthSync {
    private let tokens: BerthPassTokenStore
    private let api: HarbourGateAPI
    private let log = Logger(subsystem: "com.quayside.berths", category: "berth-sync")

    init(tokens: BerthPassTokenStore, api: HarbourGateAPI) {
        self.tokens = tokens
        self.api = api
    }

    func handle(_ userInfo: [AnyHashable: Any]) async -> BerthSyncResult {
        let token: String
        do {
            guard let stored = try tokens.token() else { return .noData }
            token = stored
        } catch {
            log.error("token read failed: \(String(describing: error), privacy: .public)")
            return .failed(reason: "keychain \((error as? KeychainError)?.status ?? 0)")
        }
        let changed = await api.fetchAllocation(token: token)
        return changed ? .newData : .noData
    }
}
