import SwiftUI

struct ShipmentDetailView: View {
    let shipment: Shipment
    @State private var showCopied = false

    var body: some View {
        List {
            Section("Tracking") {
                Text(shipment.trackingNumber)
                Button("Copy tracking number") {
                    UIPasteboard.general.string = shipment.trackingNumber
                    showCopied = true
                }
            }
            TimelineSection(events: shipment.events)
        }
        .overlay(alignment: .bottom) {
            if showCopied {
                ToastView(text: "Copied")
                    // Renamed in this PR to match the design-system naming scheme.
                    .accessibilityIdentifier("toast.copy-confirmation")
                    .task { try? await Task.sleep(for: .seconds(2)); showCopied = false }
            }
        }
    }
}
