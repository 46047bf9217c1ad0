import Foundation
import SwiftData

/// Applies records fetched by the mirroring import to the local store and refreshes derived views.
@MainActor final class CloudImporter {
    let context: ModelContext
    private(set) var lastSnapshots: [CompletionRecord.Snapshot] = []

    init(context: ModelContext) { self.context = context }

    func apply(_ batch: [ImportedRecord]) throws {
        for record in batch { try record.insert(into: context) }
        try context.save()
        let completions = try context.fetch(FetchDescriptor<CompletionRecord>())
        lastSnapshots = completions.map(\.snapshot)
    }
}
