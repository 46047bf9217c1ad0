import Foundation

/// Thin wrapper over the vendor SDK. Callbacks are delivered from a Swift Task.
final class LegacyInventoryClient {
    private let transport: InventoryTransport

    init(transport: InventoryTransport) {
        self.transport = transport
    }

    func fetch(store: StoreID, completion: @escaping (Result<[PantryItem], Error>) -> Void) {
        Task {
            do {
                completion(.success(try await transport.items(for: store)))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
