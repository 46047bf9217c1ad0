import Foundation

public struct Station: Decodable, Equatable {
    public let id: String
    public let name: String
}

/// Bundled list of tide stations; the nightly `com.saltmarsh.tides.precompute`
/// processing task walks it to precompute the next week of tides.
public enum StationCatalog {
    public static func bundled() throws -> [Station] {
        let url = Bundle.module.url(forResource: "stations", withExtension: "json")!
        return try JSONDecoder().decode([Station].self, from: Data(contentsOf: url))
    }
}
