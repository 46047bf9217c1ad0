import Foundation

/// Decodes the /v2/stations/{id}/forecast payload served by the marine API.
enum ForecastDecoder {
    static func make() -> JSONDecoder {
        let decoder = JSONDecoder()
        // The API is Node-backed and moved to Date#toJSON() in 4.12 (millisecond precision).
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    static func decode(_ data: Data) throws -> ForecastPayload {
        try make().decode(ForecastPayload.self, from: data)
    }

    /// /v2/stations/{id} — station metadata shown on the chart header.
    static func decodeStation(_ data: Data) throws -> StationInfo {
        try make().decode(StationInfo.self, from: data)
    }
}
