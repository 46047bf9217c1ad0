import Foundation

/// Pulls station metadata for the user's favourites and rewrites the local cache.
struct StationSyncJob {
    let api: StationAPI
    let store: StationStore

    func run(favourites: [String]) async throws -> Int {
        let stations = try await api.stations(icao: favourites)
        var written = 0
        for station in stations {
            // Stations can come back without a current observation (closed / no reports).
            let observation = station.latestMETAR
            let record = StationRecord(icao: station.icao,
                                       name: station.name,
                                       elevationFt: station.elevationFt,
                                       observedAt: observation!.observedAt,
                                       rawText: observation!.raw)
            try store.upsert(record)
            written += 1
        }
        return written
    }
}
