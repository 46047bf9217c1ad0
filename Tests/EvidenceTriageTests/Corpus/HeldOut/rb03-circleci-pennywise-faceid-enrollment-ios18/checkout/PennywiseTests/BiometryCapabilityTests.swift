import Testing
import LocalAuthentication
@testable import Pennywise

/// Mirrors LAContext: biometryType stays .none until canEvaluatePolicy has been called.
final class FakeAuthContext: AuthContext {
    private let hardware: LABiometryType
    private var evaluated = false
    init(hardware: LABiometryType) { self.hardware = hardware }
    var biometryType: LABiometryType { evaluated ? hardware : .none }
    func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        evaluated = true
        return true
    }
}

struct BiometryCapabilityTests {
    @Test func availableWhenEnrolled() {
        let capability = BiometryCapability(context: FakeAuthContext(hardware: .faceID))
        #expect(capability.available)
    }

    @Test func reportsFaceIDWhenEnrolled() {
        let capability = BiometryCapability(context: FakeAuthContext(hardware: .faceID))
        #expect(capability.kind == .faceID)
    }
}
