import CoreData
import Foundation

/// Fetches the user's sites and upserts them into Core Data.
final class SiteSyncService {
    enum Trigger { case launch, pullToRefresh, backgroundRefresh }

    private let api: SitesAPI
    private let container: NSPersistentContainer
    private var inFlight: URLSessionTask?

    init(api: SitesAPI, container: NSPersistentContainer) {
        self.api = api
        self.container = container
    }

    func syncSites(trigger: Trigger, completion: @escaping (Result<Int, Error>) -> Void) {
        // Every trigger starts its own sync with its own derived context.
        let context = container.newBackgroundContext()
        inFlight = api.fetchSites { result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let remoteSites):
                context.perform {
                    let existing = (try? context.fetch(Site.fetchRequest())) ?? []
                    let known = Set(existing.map(\.siteID))
                    for remote in remoteSites where !known.contains(remote.id) {
                        Site.insert(remote, into: context)
                    }
                    do {
                        try context.save()
                        completion(.success(remoteSites.count))
                    } catch {
                        completion(.failure(error))
                    }
                }
            }
        }
    }

    func cancel() { inFlight?.cancel() }
}
