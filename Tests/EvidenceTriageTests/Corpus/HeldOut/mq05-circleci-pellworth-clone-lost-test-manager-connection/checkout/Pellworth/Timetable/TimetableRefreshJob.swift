import Foundation

final class TimetableRefreshJob {
    let api: TimetableAPI; let cache: TimetableCache
    init(api: TimetableAPI, cache: TimetableCache) { self.api = api; self.cache = cache }

    func run() async throws {
        let data = try await api.fetchTimetable()
        cache.clear()                                     // old data dropped before decoding
        cache.store(try JSONDecoder().decode(Timetable.self, from: data))
    }
}
