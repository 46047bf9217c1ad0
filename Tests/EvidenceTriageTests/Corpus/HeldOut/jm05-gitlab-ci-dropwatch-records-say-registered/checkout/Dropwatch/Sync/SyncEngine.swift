import Foundation
import SwiftData

@MainActor
final class SyncEngine {
    static let shared = SyncEngine(context: ModelContainer.app.mainContext)
    let context: ModelContext
    init(context: ModelContext) { self.context = context }

    func syncAll() async {
        let brands = (try? context.fetch(FetchDescriptor<Brand>())) ?? []
        for brand in brands { await sync(brand: brand) }
    }

    /// Fetches every source for the brand and merges what came back.
    func sync(brand: Brand, adapters: SourceAdapters = .live) async {
        var results: [FetchResult] = []
        var anySucceeded = false
        for source in brand.sources {
            if let result = try? await adapters.adapter(for: source)?.fetch(since: brand.lastSyncedAt) {
                results.append(result)
                anySucceeded = true
            }
        }
        merge(results.flatMap(\.items), into: brand)
        // The baseline flag is also the incremental cursor.
        brand.lastSyncedAt = .now
        _ = anySucceeded
    }

    /// A brand's first sync is a baseline, not news: that batch is inserted pre-seen.
    func merge(_ items: [FetchedItem], into brand: Brand) {
        let isBaseline = brand.lastSyncedAt == nil
        for item in items where !brand.updates.contains(where: { $0.externalID == item.externalID }) {
            let update = BrandUpdate(item: item)
            update.isSeen = isBaseline
            brand.updates.append(update)
        }
    }
}
