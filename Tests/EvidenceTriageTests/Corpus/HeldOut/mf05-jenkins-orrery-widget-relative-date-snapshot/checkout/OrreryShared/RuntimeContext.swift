import Foundation

enum RuntimeContext {
    /// App extensions cannot use UIApplication.shared; only the app begins background tasks.
    static var isAppExtension: Bool {
        let path = Bundle.main.executablePath ?? ""
        return !path.contains(".app/")
    }
}
