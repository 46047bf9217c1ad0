import Foundation

actor APIDiscoveryCoordinator {
    private var cache: [String: APIRoot] = [:]
    let transport: Transport
    init(transport: Transport) { self.transport = transport }

    func resolveRoot(for site: String) async throws -> APIRoot {
        if let cached = cache[site] { return cached }
        // BUG: the actor suspends here; a second caller passes the cache check above
        // before the first stores its result, so both hit the network.
        let root = try await transport.fetchRoot(site)
        cache[site] = root
        return root
    }
}
