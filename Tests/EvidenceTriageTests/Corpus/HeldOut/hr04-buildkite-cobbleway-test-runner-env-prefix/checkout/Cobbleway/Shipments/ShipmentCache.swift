import Foundation

/// Warms shipment details before a screen opens (used by notification taps and deep links).
final class ShipmentCache: @unchecked Sendable {
    static let shared = ShipmentCache(api: .live)

    private let api: ShipmentAPIClient
    private let queue = DispatchQueue(label: "com.cobbleway.shipmentcache.callout")
    private var entries: [String: Shipment] = [:]
    private var inflight: [String: [() -> Void]] = [:]

    init(api: ShipmentAPIClient) {
        self.api = api
    }

    func cached(_ id: String) -> Shipment? {
        queue.sync { entries[id] }
    }

    /// Calls `completion` once the shipment is cached. Completions are delivered on the cache's
    /// own serial queue, in request order.
    func prefetch(_ id: String, completion: @escaping () -> Void) {
        nonisolated(unsafe) let completion = completion
        queue.async {
            if self.entries[id] != nil {
                self.deliver([completion])
                return
            }
            if self.inflight[id] != nil {
                self.inflight[id]?.append(completion)
                return
            }
            self.inflight[id] = [completion]
            Task {
                let result = await Result { try await self.api.shipment(id: id) }
                self.queue.async { self.finish(id, result: result) }
            }
        }
    }

    private func finish(_ id: String, result: Result<Shipment, Error>) {
        if case .success(let shipment) = result {
            entries[id] = shipment
        }
        let waiting = inflight.removeValue(forKey: id) ?? []
        deliver(waiting)
    }

    /// Hands each waiting completion its own block on the callout queue so one slow caller
    /// does not hold up the others. Completion order is preserved by the serial queue.
    /// Callers that touch UI are expected to hop to the main actor themselves.
    private func deliver(_ completions: [() -> Void]) {
        for completion in completions {
            nonisolated(unsafe) let completion = completion
            queue.async {
                // Runs on com.cobbleway.shipmentcache.callout,
                // never on the main queue.
                completion()
            }
        }
    }
}
