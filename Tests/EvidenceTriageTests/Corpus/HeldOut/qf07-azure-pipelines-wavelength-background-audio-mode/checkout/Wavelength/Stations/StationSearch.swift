import Foundation

struct StationSearch {
    let stations: [Station]
    func results(for query: String) -> [Station] {
        guard !query.isEmpty else { return stations }
        return stations.filter { $0.name.contains(query) }
    }
}
