import Foundation

public struct TideTableParser {
    public init() {}

    public func parse(stationID: String) throws -> [TideEvent] {
        guard let url = Bundle.module.url(forResource: "harmonics-\(stationID)", withExtension: "csv") else {
            throw TideError.missingHarmonics(stationID)
        }
        return try TideEvent.decodeCSV(String(contentsOf: url))
    }
}
