import Foundation

/// Caches the courier pickup manifest; refreshed from the app-refresh task
/// and when the upload screen appears.
actor CourierManifestCache {
    private let api: CourierAPI
    private let ttl: TimeInterval
    private let clock: Clock
    private var lastFetched: Date?
    private(set) var manifest: CourierManifest?

    init(api: CourierAPI, ttl: TimeInterval, clock: Clock = SystemClock()) {
        self.api = api
        self.ttl = ttl
        self.clock = clock
    }

    func refreshIfNeeded() async throws {
        if let lastFetched, clock.now.timeIntervalSince(lastFetched) < ttl, manifest == nil {
            return
        }
        manifest = try await api.fetchManifest()
        lastFetched = clock.now
    }
}
