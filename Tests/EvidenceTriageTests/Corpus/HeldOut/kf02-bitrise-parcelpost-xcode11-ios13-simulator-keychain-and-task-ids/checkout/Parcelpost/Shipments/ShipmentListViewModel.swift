import Foundation

struct ShipmentListViewModel {
    struct Section: Equatable { let title: String; let shipments: [Shipment] }

    let shipments: [Shipment]

    var sections: [Section] {
        let inTransit = shipments.filter { $0.deliveredAt == nil }
            .sorted { $0.lastEventAt > $1.lastEventAt }
        let delivered = shipments.filter { $0.deliveredAt != nil }
            .sorted { $0.deliveredAt! < $1.deliveredAt! }
        return [Section(title: "In transit", shipments: inTransit),
                Section(title: "Delivered", shipments: delivered)].filter { !$0.shipments.isEmpty }
    }
}
