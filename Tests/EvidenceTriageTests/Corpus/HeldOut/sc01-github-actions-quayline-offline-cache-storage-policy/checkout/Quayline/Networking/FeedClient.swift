import Foundation

struct FeedItem: Decodable, Equatable { let id: String; let title: String }
struct FeedPage: Decodable { let items: [FeedItem] }

final class FeedClient {
    let session: URLSession
    let baseURL: URL

    init(baseURL: URL = URL(string: "https://api.quayline.app/v2")!, configuration: URLSessionConfiguration = .quaylineAPI) {
        self.baseURL = baseURL
        self.session = URLSession(configuration: configuration)
    }

    /// Offline-first: the cached feed is served when present, the network only when it is not.
    func loadFeed(preferCache: Bool) async throws -> FeedPage {
        var request = URLRequest(url: baseURL.appendingPathComponent("feed"))
        request.cachePolicy = preferCache ? .returnCacheDataElseLoad : .useProtocolCachePolicy
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(FeedPage.self, from: data)
    }
}

extension URLSessionConfiguration {
    static var quaylineAPI: URLSessionConfiguration {
        let c = URLSessionConfiguration.default
        c.urlCache = URLCache(memoryCapacity: 4 << 20, diskCapacity: 40 << 20, directory: FeedCache.directory)
        #if DEBUG
        c.protocolClasses = [NetworkInspectorProtocol.self] + (c.protocolClasses ?? [])
        #endif
        return c
    }
}
