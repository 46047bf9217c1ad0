import SwiftUI

struct SettingsView: View {
    @AppStorage("exportFormat", store: GroupUserDefaults.defaults) var exportFormat = "pdf"

    var body: some View {
        Form {
            Button(exportFormat == "csv" ? "Export CSV" : "Export PDF") { ExportCoordinator.shared.start(format: exportFormat) }
                .accessibilityIdentifier("settings.export")
        }
    }
}
