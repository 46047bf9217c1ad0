import SwiftUI

struct SettingsView: View {
    @Environment(DeveloperUnlock.self) private var developerUnlock
    @AppStorage("units") private var units = Units.imperial
    @State private var showUnlockToast = false

    var body: some View {
        Form {
            Section("Units") {
                Picker("Distance", selection: $units) {
                    Text("Miles").tag(Units.imperial)
                    Text("Kilometers").tag(Units.metric)
                }
                .accessibilityIdentifier("settings.units")
            }
            if developerUnlock.isUnlocked {
                Section("Developer") {
                    NavigationLink("Developer options") { DeveloperOptionsView() }
                        .accessibilityIdentifier("settings.developerMenu")
                }
            }
            Section {
                Text("Trailmark \(Bundle.main.shortVersion) (\(Bundle.main.buildNumber))")
                    .font(.footnote)
                    .onTapGesture(count: 1) {
                        if developerUnlock.registerFooterTap() { showUnlockToast = true }
                    }
                    .overlay(alignment: .top) {
                        if showUnlockToast {
                            ToastView(text: developerUnlock.isUnlocked ? "Developer options unlocked" : "Developer options locked")
                                .task { try? await Task.sleep(for: .seconds(2)); showUnlockToast = false }
                        }
                    }
                    // Applied after .overlay, so the identifier lands on the footer *and* the toast:
                    // the toast's text is then exposed under this identifier, not under its label.
                    .accessibilityIdentifier("settings.versionFooter")
            }
        }
    }
}
