@testable import Pinfold

/// `isProtectedDataAvailable` mirrors UIApplication: it follows the NSFileProtectionComplete class.
final class FakeProtectionState: ProtectionStateProviding {
    let completeClassAvailable: Bool
    let untilFirstAuthClassAvailable: Bool
    init(completeClassAvailable: Bool, untilFirstAuthClassAvailable: Bool) {
        self.completeClassAvailable = completeClassAvailable
        self.untilFirstAuthClassAvailable = untilFirstAuthClassAvailable
    }
    var isProtectedDataAvailable: Bool { completeClassAvailable }
    var isFirstUnlockComplete: Bool { untilFirstAuthClassAvailable }
    func onProtectedDataAvailable(_ block: @escaping () -> Void) { /* never fires while locked */ }
}
