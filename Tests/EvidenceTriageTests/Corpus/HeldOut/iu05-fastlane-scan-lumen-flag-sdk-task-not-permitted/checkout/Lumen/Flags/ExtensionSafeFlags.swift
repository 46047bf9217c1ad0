import BeaconFlags
import Foundation

/// Flag access for code shared with LumenShareExtension.
public struct ExtensionSafeFlags {
    public var isRunningInExtension: () -> Bool = { Bundle.main.bundleURL.pathExtension == "appex" }
    public var scheduleBackgroundSync: () -> Void = { FlagBgSynchronizer.shared.schedule() }

    public init() {}

    /// Reads cached flags; refreshes the cache in the background when stale.
    public func bool(_ key: String, cache: FlagCacheReading) -> Bool {
        if cache.isStale {
            scheduleBackgroundSync()
        }
        return cache.value(for: key) ?? false
    }
}
