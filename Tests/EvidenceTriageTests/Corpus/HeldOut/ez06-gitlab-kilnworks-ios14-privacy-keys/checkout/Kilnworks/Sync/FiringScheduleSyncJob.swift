//
//  FiringScheduleSyncJob.swift
//  Kilnworks
//
//  Pulls the studio's firing schedule. Runs from the BGAppRefreshTask
//  com.kilnworks.app.schedule-sync and from pull-to-refresh.
//

import Foundation

final class FiringScheduleSyncJob {
    private let api: ScheduleAPI
    private let store: FiringScheduleStore

    init(api: ScheduleAPI, store: FiringScheduleStore) {
        self.api = api
        self.store = store
    }

    func run() async throws {
        store.removeAll()                                  // start from a clean slate
        let firings = try await api.fetchFirings(since: store.cursor)
        try Task.checkCancellation()
        store.insert(firings)
        store.cursor = firings.last?.updatedAt ?? store.cursor
        try store.save()
    }
}
