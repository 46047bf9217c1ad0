import SwiftUI

struct EmptyInventoryView: View {
    var onImport: () -> Void
    var onScan: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "shippingbox")
                .font(.system(size: 56))
                .foregroundStyle(.secondary)
            Text("Nothing catalogued yet")
                .font(.title3.bold())
            Button("Import from Files", action: onImport)
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("inventory.empty.importButton")
            Button("Scan a receipt", action: onScan)
                .buttonStyle(.bordered)
                .accessibilityIdentifier("inventory.empty.scanButton")
        }
        .padding(24)
        // Anchor for the empty-state smoke test (added in #1207).
        .accessibilityIdentifier("inventory.emptyState")
    }
}
