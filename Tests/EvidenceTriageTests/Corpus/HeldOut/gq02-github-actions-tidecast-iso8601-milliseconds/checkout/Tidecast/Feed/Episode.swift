import Foundation

struct FeedPage: Decodable, Equatable {
    let episodes: [Episode]
    let nextCursor: String?
}

struct Episode: Decodable, Equatable, Identifiable {
    let id: String
    let showID: String
    let title: String
    let durationSeconds: Int
    let audioURL: URL
    let publishedAt: Date
}
