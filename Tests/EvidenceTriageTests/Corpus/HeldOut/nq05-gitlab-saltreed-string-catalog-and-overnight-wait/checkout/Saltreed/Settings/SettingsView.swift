import SwiftUI

struct SettingsSection: Identifiable {
    let id: String
    let title: String
}

struct SettingsView: View {
    let sections: [SettingsSection] = [
        SettingsSection(id: "battery", title: "Battery"),
        SettingsSection(id: "network", title: "Network"),
        SettingsSection(id: "storage", title: "Storage"),
    ]

    var body: some View {
        List(sections) { section in
            Text(section.title)
        }
    }

    static func displayTitle(for section: SettingsSection, locale: Locale) -> String {
        section.title
    }
}
