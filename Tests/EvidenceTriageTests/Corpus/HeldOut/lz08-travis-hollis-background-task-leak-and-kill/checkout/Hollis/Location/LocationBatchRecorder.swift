import Foundation

final class LocationBatchRecorder {
    private let store: PointStore
    private var buffer: [LocationPoint] = []
    init(store: PointStore) { self.store = store }

    func append(_ points: [LocationPoint]) { buffer += points }

    func backgroundTimeExpired() {
        buffer.removeAll()       // dropped instead of written to the store before suspension
    }
}
