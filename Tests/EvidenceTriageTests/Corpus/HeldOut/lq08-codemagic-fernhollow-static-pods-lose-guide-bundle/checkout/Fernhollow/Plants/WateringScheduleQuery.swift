import Foundation
import SwiftData

enum WateringScheduleQuery {
    /// Plants whose next watering is due, including plants that have never been watered.
    static func overdue(now: Date) -> FetchDescriptor<Plant> {
        var descriptor = FetchDescriptor<Plant>(sortBy: [SortDescriptor(\.name)])
        descriptor.predicate = #Predicate<Plant> { plant in
            if let last = plant.lastWatered {
                last < now && plant.isArchived == false
            } else {
                plant.isArchived == false
            }
        }
        return descriptor
    }
}
