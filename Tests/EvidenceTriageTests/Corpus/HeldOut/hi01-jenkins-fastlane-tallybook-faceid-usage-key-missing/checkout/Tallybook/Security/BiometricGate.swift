import LocalAuthentication

/// Guards the ledger behind Face ID / Touch ID when the user enabled "Lock with Face ID".
final class BiometricGate {
    private let context = LAContext()

    var isAvailable: Bool {
        var error: NSError?
        return context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
    }

    func unlock(completion: @escaping (Bool) -> Void) {
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics,
                               localizedReason: "Unlock your ledger") { success, _ in
            DispatchQueue.main.async { completion(success) }
        }
    }
}
