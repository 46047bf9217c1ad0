import Foundation
import SwiftData

struct WidgetWaterIntentWriter {
    let container: ModelContainer

    func logWatering(plantNamed name: String) throws {
        let ctx = ModelContext(container)
        let plant = try ctx.fetch(FetchDescriptor<Plant>(predicate: #Predicate { $0.name == name })).first
        plant?.waterings.append(Watering(at: .now))
        try ctx.save()
    }

    func deletePlant(named name: String) throws {
        let ctx = ModelContext(container)
        try ctx.delete(model: Plant.self, where: #Predicate { $0.name == name })
        try ctx.save()
    }
}
