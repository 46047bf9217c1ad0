import Photos
import SwiftUI

/// Renders the current tide chart and saves it to the user's photo library.
struct ChartExportView: View {
    let chart: TideChart
    @State private var saved = false
    @State private var error: String?

    var body: some View {
        VStack(spacing: 16) {
            TideChartView(chart: chart)
                .frame(height: 260)
            Button("Save to Photos") {
                Task { await save() }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("export_save_to_photos")
            if saved {
                Text("Saved to Photos").accessibilityIdentifier("export_saved_toast")
            }
        }
        .padding()
    }

    @MainActor
    private func save() async {
        guard let image = ImageRenderer(content: TideChartView(chart: chart).frame(width: 1080, height: 720)).uiImage else { return }
        // Add-only access is all we need; asks for permission on first use.
        let status = await PHPhotoLibrary.requestAuthorization(for: .addOnly)
        guard status == .authorized || status == .limited else { error = "Photos access denied"; return }
        do {
            try await PHPhotoLibrary.shared().performChanges {
                PHAssetChangeRequest.creationRequestForAsset(from: image)
            }
            saved = true
        } catch {
            self.error = error.localizedDescription
        }
    }
}
