//
//  SessionStore.swift
//  CampusGrid
//

import Foundation
import Observation

@MainActor
@Observable
final class SessionStore {
    private(set) var studentID: String?
    var syncTask: Task<Void, Never>?
    /// Debounced Live Activity refresh after a data change (0.5 s).
    var pendingRefreshTask: Task<Void, Never>?
    /// Refresh scheduled for the next class-period boundary.
    var boundaryRefreshTask: Task<Void, Never>?

    private let auth: AuthServicing
    private let cache: DataCache
    private let sync: BackgroundSync

    init(auth: AuthServicing, cache: DataCache = .shared, sync: BackgroundSync) {
        self.auth = auth
        self.cache = cache
        self.sync = sync
    }

    func scheduleLiveActivityRefresh() {
        pendingRefreshTask?.cancel()
        pendingRefreshTask = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(500))
            guard !Task.isCancelled else { return }
            await self?.refreshLiveActivity()
        }
    }

    /// `syncTask` is cancelled first so that the background sync finalize block can abort
    /// cleanly rather than racing the cache purge below.
    func logout() {
        syncTask?.cancel()
        syncTask = nil

        auth.logout()
        cache.clearUserScopedData()
        studentID = nil
        NotificationCenter.default.post(name: .dataDidUpdate, object: nil)
    }

    private func refreshLiveActivity() async { /* ... */ }
}
