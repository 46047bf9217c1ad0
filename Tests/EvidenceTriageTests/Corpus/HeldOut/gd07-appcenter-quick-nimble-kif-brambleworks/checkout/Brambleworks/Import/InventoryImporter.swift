import Foundation

/// Imports a supplier's CSV price list (usually 5–20k rows).
final class InventoryImporter {

    private let store: InventoryStore
    init(store: InventoryStore) { self.store = store }

    func run(csv: URL, completion: @escaping (Result<Int, Error>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            do {
                let rows = try CSVReader(url: csv).rows()
                try self.store.upsert(rows.map(InventoryItem.init(row:)))
                DispatchQueue.main.async { completion(.success(rows.count)) }
            } catch {
                DispatchQueue.main.async { completion(.failure(error)) }
            }
        }
    }
}
