import SwiftUI

struct PlantDetailView: View {
    @ObservedObject var plant: PlantModel
    let onWater: () -> Void
    let onSnooze: () -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                PlantHeader(plant: plant)
                LastWateredRow(date: plant.lastWatered)
                    .accessibilityIdentifier("plantDetail.lastWatered")

                VStack(spacing: 8) {
                    Button("Mark watered", action: onWater)
                        .buttonStyle(.borderedProminent)
                        .accessibilityIdentifier("plantDetail.markWatered")
                    Button("Snooze 1 day", action: onSnooze)
                        .accessibilityIdentifier("plantDetail.snooze")
                }
                .padding()
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                .accessibilityIdentifier("plantDetail.card")   // anchor for snapshot tests

                WateringHistoryList(entries: plant.history)
            }
            .padding()
        }
        .navigationTitle(plant.name)
    }
}
