import Foundation

public enum MediaType: String, Codable, Sendable {
    case movie
    case show
    case artist
    case photo
}

public struct LibrarySection: Codable, Equatable, Sendable {
    public let key: String
    public let title: String
    public let type: MediaType
}

public struct LibrarySectionsResponse: Codable, Sendable {
    public let sections: [LibrarySection]
}
