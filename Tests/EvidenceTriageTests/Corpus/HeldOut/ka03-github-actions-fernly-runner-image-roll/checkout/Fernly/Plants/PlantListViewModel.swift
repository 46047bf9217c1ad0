import Foundation

final class PlantListViewModel {
    enum Sort { case name, nextWatering }
    private(set) var rows: [Plant] = []

    func load(_ plants: [Plant], sort: Sort) {
        switch sort {
        case .name: rows = plants.sorted { $0.name < $1.name }
        case .nextWatering: rows = plants.sorted { $0.lastWatered < $1.lastWatered }
        }
    }
}
