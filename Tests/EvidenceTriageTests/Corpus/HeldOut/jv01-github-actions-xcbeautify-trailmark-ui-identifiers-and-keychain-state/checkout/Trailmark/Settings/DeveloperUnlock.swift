import Foundation
import Observation

@Observable
final class DeveloperUnlock {
    private let store = KeychainFlagStore(service: "com.trailmark.app.dev-unlock")
    private var taps = 0
    private(set) var isUnlocked: Bool

    init() {
        isUnlocked = store.read()
        Log.debug.info("[DeveloperUnlock] restored state from keychain: unlocked=\(isUnlocked)")
    }

    /// Returns true when the tenth tap toggles the flag.
    func registerFooterTap() -> Bool {
        taps += 1
        guard taps == 10 else { return false }
        taps = 0
        isUnlocked.toggle()
        isUnlocked ? store.write(true) : store.delete()
        Log.debug.info("[DeveloperUnlock] version footer tap 10/10 -> unlocked=\(isUnlocked) (keychain item com.trailmark.app.dev-unlock \(isUnlocked ? "written" : "deleted"))")
        return true
    }
}
