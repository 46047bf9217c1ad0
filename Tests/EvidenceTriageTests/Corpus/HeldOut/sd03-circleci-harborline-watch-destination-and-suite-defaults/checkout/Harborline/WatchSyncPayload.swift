import Foundation

struct WatchSyncPayload {
    static let maxStations = 8
    let favourites: [Station]

    func applicationContext() throws -> [String: Any] {
        let ids = favourites.prefix(Self.maxStations + 1).map(\.id)
        return ["stations": Array(ids), "version": 3]
    }
}
