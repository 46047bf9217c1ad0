import Foundation

/// Writes the boating logbook as CSV. Runs on a utility queue so the UI stays responsive.
final class LogbookExporter {
    private let store: LogbookStore
    private let queue = DispatchQueue(label: "app.tidemark.logbook-export", qos: .utility)

    init(store: LogbookStore) {
        self.store = store
    }

    func export(to url: URL, completion: @escaping (Result<Int, Error>) -> Void) {
        queue.async {
            let start = Date()
            do {
                let entries = try self.store.allEntries()
                var csv = "date,spot,tide_ft,notes\n"
                for entry in entries {
                    csv += [entry.date.formatted(.iso8601), entry.spotName,
                            entry.tideHeight.formatted(.number.precision(.fractionLength(1))),
                            entry.notes.csvEscaped].joined(separator: ",") + "\n"
                }
                try csv.write(to: url, atomically: true, encoding: .utf8)
                NSLog("[Export] logbook.csv written: %d rows in %.2f s", entries.count, Date().timeIntervalSince(start))
                completion(.success(entries.count))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
