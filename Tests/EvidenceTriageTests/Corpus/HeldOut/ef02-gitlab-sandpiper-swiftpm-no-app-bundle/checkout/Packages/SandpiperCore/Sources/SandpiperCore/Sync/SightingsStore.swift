import Foundation

public protocol SightingsClient {
    func fetchPage(after cursor: String?) async throws -> SightingsPage
}

public protocol SightingsStore: AnyObject {
    var cursor: String? { get set }
    func insert(_ sightings: [Sighting]) throws
}

public struct SightingsPage {
    public var sightings: [Sighting]
    public var nextCursor: String?
}

public struct Sighting: Codable, Equatable {
    public var id: Int
    public var species: String
    public var observer: String
}

public struct SightingsFeed: Codable {
    public var schemaVersion: Int?
    public var sightings: [Sighting]
}
