import CoreData

/// Imports one day of the Explore feed. A section is identified by its `key`
/// (e.g. "featured-2026-12-04"); an existing section is updated in place.
struct FeedImporter {
    let store: DataStore

    func importFeed(_ feed: FeedPayload, completion: @escaping (Result<Int, Error>) -> Void) {
        store.performBackgroundImport { context in
            do {
                var touched = 0
                for payload in feed.sections {
                    let request = FeedSection.fetchRequest()
                    request.predicate = NSPredicate(format: "key == %@", payload.key)
                    let section = try context.fetch(request).first ?? FeedSection(context: context)
                    section.key = payload.key
                    section.date = feed.date
                    section.apply(payload)
                    touched += 1
                }
                try context.save()
                completion(.success(touched))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
