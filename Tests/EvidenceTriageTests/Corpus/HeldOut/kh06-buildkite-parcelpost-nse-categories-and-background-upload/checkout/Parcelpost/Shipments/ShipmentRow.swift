import SwiftUI

struct ShipmentRow: View {
    let shipment: Shipment

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(shipment.reference).font(.headline)
                Text(shipment.recipient).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            StatusBadge(status: shipment.status)
        }
        .padding(.horizontal)
    }
}

struct StatusBadge: View {
    let status: Shipment.Status
    var body: some View {
        Text(status.title)
            .font(.caption.bold())
            .padding(.horizontal, 8).padding(.vertical, 4)
            .background(status == .delivered ? Color.orange : Color.blue, in: Capsule())
            .foregroundStyle(.white)
    }
}
