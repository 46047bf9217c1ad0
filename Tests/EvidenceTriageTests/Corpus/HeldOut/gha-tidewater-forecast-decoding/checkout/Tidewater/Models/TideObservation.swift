import Foundation

struct ForecastPayload: Decodable, Equatable {
    let observations: [TideObservation]
}

struct StationInfo: Decodable, Equatable {
    let stationID: String
    let name: String

    enum CodingKeys: String, CodingKey {
        case stationID = "station_id"
        case name
    }
}

struct TideObservation: Decodable, Equatable {
    let observedAt: Date
    let heightMeters: Double
}
