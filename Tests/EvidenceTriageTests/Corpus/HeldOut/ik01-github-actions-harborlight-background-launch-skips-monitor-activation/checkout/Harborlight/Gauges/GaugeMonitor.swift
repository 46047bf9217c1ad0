import Foundation

enum GaugeMonitorError: Error, CustomStringConvertible {
    case notActivated
    case network(URLError)

    var description: String {
        switch self {
        case .notActivated: return "notActivated"
        case .network(let error): return "network(\(error.code.rawValue))"
        }
    }
}

/// Polls the river-gauge API for the user's saved stations.
final class GaugeMonitor {
    private let client: GaugeAPIClient
    private(set) var stations: [Station] = []
    private(set) var isActive = false

    init(client: GaugeAPIClient) {
        self.client = client
    }

    /// Loads the stations and alert thresholds the monitor checks against.
    /// Only `AppDelegate.showHome()` calls this.
    func activate(stations: [Station]) {
        self.stations = stations
        isActive = true
    }

    func latestReadings(completion: @escaping (Result<[GaugeReading], GaugeMonitorError>) -> Void) {
        guard isActive else {
            completion(.failure(.notActivated))
            return
        }
        client.readings(for: stations.map(\.id)) { result in
            completion(result.mapError { .network($0) })
        }
    }
}
