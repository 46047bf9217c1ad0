import LocalAuthentication

protocol AuthContext: AnyObject {
    var biometryType: LABiometryType { get }
    func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool
}

extension LAContext: AuthContext {}

struct BiometryCapability {
    enum Kind: Equatable { case none, touchID, faceID, opticID }

    let kind: Kind
    let available: Bool

    init(context: AuthContext) {
        switch context.biometryType {
        case .faceID: kind = .faceID
        case .touchID: kind = .touchID
        case .opticID: kind = .opticID
        default: kind = .none
        }
        var error: NSError?
        available = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
    }
}
