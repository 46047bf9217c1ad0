import Foundation

struct ManifestEntry: Codable {
    let id: UUID
    let listID: UUID
    let title: String
    let quantity: Int
    let modifiedAt: Date

    init(_ item: ListItem) {
        id = item.id
        listID = item.listID
        title = item.title
        quantity = item.quantity
        modifiedAt = item.modifiedAt
    }
}

final class ManifestSink {
    var entries: [ManifestEntry]

    init(capacity: Int) {
        entries = []
        entries.reserveCapacity(capacity)
    }
}

/// Accumulates manifest entries while the export walks the store.
final class ExportManifestWriter {
    // Perf (#412): skip retain/release on the hot append path.
    // Nothing else holds the sink, so it is freed as soon as init returns.
    private unowned(unsafe) let sink: ManifestSink

    init(sink: ManifestSink) {
        self.sink = sink
    }

    func append(_ item: ListItem) {
        sink.entries.append(ManifestEntry(item))
    }

    func finish() -> ExportManifest {
        ExportManifest(entries: sink.entries, createdAt: Date())
    }
}
