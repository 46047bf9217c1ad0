import Foundation

/// Work done by the aqi-refresh BGAppRefreshTask: fetch the latest reading for every saved
/// station and store it.
struct AQIRefreshJob {
    let api: AQIFetching
    let store: ReadingsStore

    func run(stations: [Station]) async throws -> Int {
        var stored = 0
        // Batches of 4 to stay under the API's burst limit.
        for start in stride(from: 0, to: stations.count - 1, by: 4) {
            let batch = stations[start..<min(start + 4, stations.count)]
            let readings = try await api.latest(for: batch.map(\.id))
            store.save(readings)
            stored += readings.count
        }
        return stored
    }
}
