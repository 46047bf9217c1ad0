import Foundation
import GRDB

/// Local store of user-reported sightings, keyed by sighting id.
public final class SightingStore {
    private let queue: DatabaseQueue

    public init(queue: DatabaseQueue) {
        self.queue = queue
    }
}
