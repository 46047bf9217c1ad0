import Foundation

public struct FareTable: Decodable {
    public let zones: [Zone]

    /// HarborFares is a static-library pod; its resources ship as HarborFares.bundle.
    public static var resourceBundle: Bundle? {
        guard let url = Bundle.main.url(forResource: "HarborFares", withExtension: "bundle") else { return nil }
        return Bundle(url: url)
    }

    public static func load(from bundle: Bundle) throws -> FareTable {
        let url = bundle.url(forResource: "fares", withExtension: "json")!
        return try JSONDecoder().decode(FareTable.self, from: Data(contentsOf: url))
    }
}
