import Foundation

public struct Episode: Decodable, Equatable, Identifiable {
    public let id: String
    public let title: String
    public let publishedAt: Date

    public init(id: String, title: String, publishedAt: Date) {
        self.id = id
        self.title = title
        self.publishedAt = publishedAt
    }
}
