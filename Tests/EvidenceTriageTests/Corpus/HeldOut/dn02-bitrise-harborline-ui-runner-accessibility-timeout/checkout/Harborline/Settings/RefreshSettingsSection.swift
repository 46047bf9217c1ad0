import SwiftUI

struct RefreshSettingsSection: View {
    @AppStorage("refreshIntervalMinutes") private var minutes = RefreshPolicy.defaultIntervalMinutes

    var body: some View {
        Section {
            Toggle("Background refresh", isOn: .constant(true))
        } footer: {
            Text("Sailings refresh in the background about every \(minutes) minutes.")
                .accessibilityIdentifier("settings.refresh.footer")
        }
    }
}

enum RefreshPolicy {
    // Raised from 15 in #233 to halve BGAppRefreshTask requests; the Settings copy
    // and its UI test were not updated.
    static let defaultIntervalMinutes = 30
}
