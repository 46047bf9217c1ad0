import Foundation

enum FeedDecoding {
    /// The decoder every feed request goes through.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func page(from data: Data) throws -> FeedPage {
        try makeDecoder().decode(FeedPage.self, from: data)
    }
}
