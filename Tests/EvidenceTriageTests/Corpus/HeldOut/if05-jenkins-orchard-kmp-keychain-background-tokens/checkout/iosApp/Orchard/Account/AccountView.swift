import SwiftUI

struct AccountView: View {
    @Environment(SessionModel.self) private var session

    var body: some View {
        List {
            Section {
                LabeledContent("Email", value: session.email)
                Button("Sign out", role: .destructive) { session.confirmSignOut = true }
            }
            Section("Devices") {
                ForEach(session.devices) { device in
                    DeviceRow(device: device)
                }
                // New in 7.2: sign out from a single device
                Button("Sign out", role: .destructive) { session.confirmSignOutOtherDevices = true }
            }
        }
        .navigationTitle("Account")
    }
}
