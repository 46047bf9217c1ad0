import Foundation

/// Loads streaming providers for the watchlist screen.
struct WatchlistProviderLoader {
    let api: StreamingAvailabilityService
    let repository: MediaRepository

    func load(for items: [WatchlistItem], region: String) async throws -> [ProviderRow] {
        // Straight to the API: the UI gets its rows, but `media_availability` is never written,
        // so the background digest query finds nothing to announce.
        try await api.providers(for: items.map(\.tmdbID), region: region)
    }
}
