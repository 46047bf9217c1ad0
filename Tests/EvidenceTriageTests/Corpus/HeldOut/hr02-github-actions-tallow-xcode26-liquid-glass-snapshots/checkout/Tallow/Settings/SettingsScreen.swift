import SwiftUI

struct SettingsScreen: View {
    @State var model: SettingsModel

    var body: some View {
        NavigationStack {
            Form {
                Section("Sync") {
                    Toggle("Background sync", isOn: $model.backgroundSyncEnabled)
                        .accessibilityIdentifier("settings.backgroundSync")
                    Toggle("Only on Wi-Fi", isOn: $model.wifiOnly)
                        .disabled(!model.backgroundSyncEnabled)
                    LabeledContent("Last synced", value: model.lastSyncedText)
                }
                Section("Export") {
                    Button("Export journal as Markdown") { model.exportMarkdown() }
                    Button("Export journal as PDF") { model.exportPDF() }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
