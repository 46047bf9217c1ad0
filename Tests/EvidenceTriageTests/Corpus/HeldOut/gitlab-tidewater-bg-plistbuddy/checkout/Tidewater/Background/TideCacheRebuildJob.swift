import CoreData
import Foundation

/// Rebuilds the offline tide tables: one Station row per gauge, linked to its Region.
final class TideCacheRebuildJob {
    private let container: NSPersistentContainer
    private let api: TideTablesAPI

    init(container: NSPersistentContainer, api: TideTablesAPI) {
        self.container = container
        self.api = api
    }

    func run() async throws -> Int {
        let gauges = try await api.fetchGauges()
        // Regions are cached on the view context at launch and looked up by code.
        let regionsByCode = try regionsOnViewContext()

        let context = container.newBackgroundContext()
        return try await context.perform {
            for gauge in gauges {
                let station = NSEntityDescription.insertNewObject(forEntityName: "Station", into: context)
                station.setValue(gauge.id, forKey: "gaugeID")
                station.setValue(gauge.name, forKey: "name")
                station.setValue(regionsByCode[gauge.regionCode], forKey: "region")
            }
            try context.save()
            return gauges.count
        }
    }

    private func regionsOnViewContext() throws -> [String: NSManagedObject] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Region")
        let regions = try container.viewContext.fetch(request)
        return Dictionary(uniqueKeysWithValues: regions.map { ($0.value(forKey: "code") as! String, $0) })
    }
}
