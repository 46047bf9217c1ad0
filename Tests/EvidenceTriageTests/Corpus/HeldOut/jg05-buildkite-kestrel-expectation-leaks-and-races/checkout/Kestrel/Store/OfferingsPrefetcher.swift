import Foundation

final class OfferingsPrefetcher {
    private let network: StoreNetwork
    private let cache: OfferingsCache

    init(network: StoreNetwork, cache: OfferingsCache) {
        self.network = network
        self.cache = cache
    }

    func prefetch() {
        guard !cache.isFresh else { return }
        Task.detached(priority: .utility) { [network] in
            _ = try? await network.fetchOfferings()
        }
    }
}
