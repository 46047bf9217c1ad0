import Foundation

@MainActor
final class DeepLinkRouter {
    private let attribution: AttributionSDK
    private(set) var pending: Route?
    init(attribution: AttributionSDK) { self.attribution = attribution }

    func resolveDeferred() async -> Route? {
        await withCheckedContinuation { continuation in
            // The SDK calls this handler on a global queue; the closure is not marked @Sendable,
            // so under Swift 6 it inherits @MainActor and gets an executor check at entry.
            attribution.onDeferredLink { params in
                self.pending = params.flatMap(Route.init(url:))
                continuation.resume(returning: self.pending)
            }
        }
    }
}
