import Foundation

final class SettingsModel: ObservableObject {
    @Published var dailyDigestEnabled = false {
        didSet {
            guard dailyDigestEnabled else { return }
            DigestRefresh.shared.registerHandler()
            try? DigestRefresh.shared.schedule()
        }
    }
}
