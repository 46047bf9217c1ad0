import Foundation
import FernlightTracks

public enum Variation: String, Sendable {
    case control
    case treatment
}

/// Experiments the app can run. Main actor-isolated: the UI reads `variation` directly.
@MainActor
public enum ABTest: String, CaseIterable {
    case checkoutOneTapButton = "fernlight_ios_checkout_one_tap_202609"
    case productGalleryAutoplay = "fernlight_ios_gallery_autoplay_202608"

    public var variation: Variation {
        Self.cache.variation(for: rawValue) ?? .control
    }

    static var cache = ExperimentCache()

    /// Refreshes assignments, then caches them. Called at login and when the app becomes active.
    public static func start(for context: ExperimentContext, platform: ExPlat = .shared) async {
        await withCheckedContinuation { continuation in
            platform.refresh { result in
                if case .success(let assignments) = result {
                    cache.store(assignments, context: context)
                }
                continuation.resume()
            }
        }
    }
}

public enum ExperimentContext: Sendable {
    case loggedOut
    case loggedIn(storeID: Int64)
}
