import Foundation

final class SyncSettingsViewModel: ObservableObject {
    @Published private(set) var backgroundUploadEnabled = false

    func setBackgroundUploadEnabled(_ enabled: Bool) {
        backgroundUploadEnabled = enabled
        UserDefaults.standard.set(enabled, forKey: "backgroundUpload")
        if enabled {
            SightingUpload.shared.registerHandler()
            SightingUpload.shared.scheduleNext()
        }
    }
}
