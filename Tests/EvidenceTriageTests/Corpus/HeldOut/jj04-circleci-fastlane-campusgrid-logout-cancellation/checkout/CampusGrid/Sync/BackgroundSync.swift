//
//  BackgroundSync.swift
//  CampusGrid
//

import Foundation

actor BackgroundSync {
    private let api: TimetableAPI
    private let cache: DataCache

    init(api: TimetableAPI, cache: DataCache = .shared) {
        self.api = api
        self.cache = cache
    }

    /// Fetches the timetable and assignments and writes them to the cache.
    func run(for studentID: String) async throws {
        let timetable = try await api.timetable(for: studentID)
        let assignments = try await api.assignments(for: studentID)
        try Task.checkCancellation()
        // Finalize off the actor so the UI can read the cache sooner.
        Task.detached(priority: .utility) { [cache] in
            await cache.store(timetable: timetable, assignments: assignments, owner: studentID)
        }
    }
}
