import SwiftUI

struct BackupStatusView: View {
    let state: BackupState

    var body: some View {
        switch state {
        case .paused(.waitingForWiFi):
            Label("Paused — waiting for Wi-Fi", systemImage: "pause.circle")
                .accessibilityIdentifier("backup-status")
        case .paused(.lowBattery):
            Label("Paused — battery low", systemImage: "battery.25")
                .accessibilityIdentifier("backup-status")
        case .running(let remaining):
            Label("\(remaining) left to back up", systemImage: "arrow.up.circle")
                .accessibilityIdentifier("backup-status")
        case .idle:
            Label("Backed up", systemImage: "checkmark.circle")
                .accessibilityIdentifier("backup-status")
        }
    }
}
