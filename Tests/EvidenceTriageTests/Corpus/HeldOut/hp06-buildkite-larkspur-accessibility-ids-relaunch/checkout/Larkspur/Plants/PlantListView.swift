import SwiftUI

struct PlantListView: View {
    @ObservedObject var store: PlantStore
    @State private var confirmWaterAll = false

    var body: some View {
        List {
            Section {
                ForEach(store.plants) { plant in
                    NavigationLink(value: plant.id) { PlantRow(plant: plant) }
                        .accessibilityIdentifier("plantList.row.\(plant.id)")
                }
            } footer: {
                if store.duePlants.count > 1 {
                    Button("Water all \(store.duePlants.count) due plants") { confirmWaterAll = true }
                        .accessibilityIdentifier("plantList.waterAll")
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { confirmWaterAll = true } label: { Image(systemName: "drop.fill") }
                    .accessibilityLabel("Water all")
                    .accessibilityIdentifier("plantList.waterAll")
            }
        }
        .confirmationDialog("Water \(store.duePlants.count) plants?", isPresented: $confirmWaterAll) {
            Button("Water \(store.duePlants.count) plants") { store.waterAllDue() }
        }
    }
}
