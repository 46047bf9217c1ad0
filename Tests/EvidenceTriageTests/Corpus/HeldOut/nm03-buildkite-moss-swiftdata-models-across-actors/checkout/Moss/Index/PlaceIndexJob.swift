import BackgroundTasks
import Foundation
import SwiftData

@ModelActor
actor PlaceIndexActor {
    func updateCounts(for countries: [Country]) throws {
        for country in countries {
            let code = country.code
            let visits = try modelContext.fetchCount(FetchDescriptor<Visit>(predicate: #Predicate { $0.countryCode == code }))
            country.visitCount += visits
        }
        try modelContext.save()
    }
}

struct PlaceIndexJob {
    static let identifier = "app.mossjournal.index"
    let container: ModelContainer

    @MainActor
    func run() async throws {
        let countries = try container.mainContext.fetch(FetchDescriptor<Country>())
        let indexer = PlaceIndexActor(modelContainer: container)
        try await indexer.updateCounts(for: countries)
    }
}
