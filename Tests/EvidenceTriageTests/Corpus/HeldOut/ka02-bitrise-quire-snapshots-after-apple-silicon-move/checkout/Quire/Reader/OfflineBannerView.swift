import SwiftUI

struct OfflineBannerView: View {
    let lastSync: Date

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "wifi.slash")
            // Changed in this PR (was: "Offline · last synced \(relative)").
            Text("You're offline. Showing issues saved \(lastSync.formatted(.relative(presentation: .named)))")
                .font(.footnote.weight(.semibold))
                .lineLimit(2)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 10))
    }
}
