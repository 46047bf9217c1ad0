import Foundation

struct WateringScheduleViewModel {
    let plant: Plant
    let now: Date

    var statusText: String {
        let days = Calendar.current.dateComponents([.day], from: plant.nextWatering, to: now).day ?? 0
        if days <= 0 { return "Due \(plant.nextWatering.formatted(.relative(presentation: .named)))" }
        return "Overdue by \(days) days"
    }
}
