import CoreMotion
import Foundation

/// Reports whether motion access was granted, for the onboarding checklist.
final class MotionPermissionChecker<Provider: MotionActivityProviding> {
    private let provider: Provider

    init(provider: Provider) {
        self.provider = provider
    }

    func check(completion: @escaping (Bool) -> Void) {
        var answered = false
        provider.startActivityUpdates(to: .main) { [provider] _ in
            provider.stopActivityUpdates()
            if !answered { answered = true; completion(true) }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            if !answered { answered = true; completion(false) }
        }
    }
}
