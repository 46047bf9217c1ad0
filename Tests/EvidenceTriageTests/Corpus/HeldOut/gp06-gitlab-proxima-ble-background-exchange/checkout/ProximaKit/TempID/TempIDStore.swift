import Foundation

/// Temp IDs are fetched in batches from the backend and rotated while advertising.
/// A batch has to last until the next fetch, which can be many hours away when the app only
/// runs in the background.
public final class TempIDStore {
    public static let batchSize = 96
    /// Rotation interval. Shortened from 15 min to 3 min 45 s (4x) to make background
    /// exchanges less linkable (#241).
    public static let rotationInterval: TimeInterval = 225
    public static let minimumCoverage: TimeInterval = 24 * 60 * 60

    private var batch: [TempID]
    private let clock: Clock

    public init(batch: [TempID], clock: Clock) {
        self.batch = batch
        self.clock = clock
    }

    /// How long the current batch lasts at the current rotation interval.
    public var coverage: TimeInterval {
        Double(batch.count) * Self.rotationInterval
    }

    public func current() -> TempID? {
        batch.first { $0.validFrom <= clock.now && clock.now < $0.validUntil }
    }
}
