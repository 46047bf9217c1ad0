import CoreData

final class RemoteItineraryRepository: NSObject, NSFetchedResultsControllerDelegate {
    private let controller: NSFetchedResultsController<CDItinerary>
    private(set) var itineraries: [Itinerary] = []

    init(context: NSManagedObjectContext) {
        let request = CDItinerary.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "lastUpdate", ascending: false)]
        controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
    }

    func reload() throws {
        try controller.performFetch()
        itineraries = (controller.fetchedObjects ?? []).compactMap(Itinerary.init(entity:))
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        try? reload()
    }
}
