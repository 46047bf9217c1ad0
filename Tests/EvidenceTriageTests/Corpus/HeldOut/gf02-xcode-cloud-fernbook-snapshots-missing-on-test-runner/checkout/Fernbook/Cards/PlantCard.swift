import SwiftUI

struct Plant: Identifiable, Equatable {
    let id: UUID
    var name: String
    var room: String
    var lastWatered: Date
    var waterEveryDays: Int
}

struct PlantCard: View {
    let plant: Plant
    let now: Date

    var daysUntilWatering: Int {
        let due = Calendar.current.date(byAdding: .day, value: plant.waterEveryDays, to: plant.lastWatered)!
        return Calendar.current.dateComponents([.day], from: now, to: due).day ?? 0
    }

    var badgeText: String {
        switch daysUntilWatering {
        case ..<0: return "Water \(-daysUntilWatering) days ago"
        case 0: return "Water today"
        default: return "Water in \(daysUntilWatering) days"
        }
    }

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "leaf.fill").font(.title2).foregroundStyle(.green)
            VStack(alignment: .leading, spacing: 2) {
                Text(plant.name).font(.headline)
                Text(plant.room).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(badgeText)
                .font(.caption.bold())
                .padding(.horizontal, 8).padding(.vertical, 4)
                .background(daysUntilWatering < 0 ? Color.orange.opacity(0.2) : Color.green.opacity(0.15), in: Capsule())
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 14))
    }
}
