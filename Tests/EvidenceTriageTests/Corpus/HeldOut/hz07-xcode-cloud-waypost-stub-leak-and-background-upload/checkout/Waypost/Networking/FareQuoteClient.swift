import Foundation

struct FareQuoteClient {
    let session: URLSession
    let baseURL: URL

    func quote(from origin: String, to destination: String, returning: Bool) async throws -> FareQuote {
        var components = URLComponents(url: baseURL.appendingPathComponent("v3/fares/quote"), resolvingAgainstBaseURL: false)!
        components.queryItems = [.init(name: "from", value: origin), .init(name: "to", value: destination),
                                 .init(name: "return", value: returning ? "1" : "0")]
        let (data, _) = try await session.data(from: components.url!)
        return try JSONDecoder().decode(FareQuote.self, from: data)
    }
}
