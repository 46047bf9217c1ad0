import CoreMotion
@testable import Paceline

final class FakeMotionProvider: MotionActivityProviding {
    static var available = true
    static var status: CMAuthorizationStatus = .authorized
    private(set) var startCalls = 0

    static func isActivityAvailable() -> Bool { available }
    static func authorizationStatus() -> CMAuthorizationStatus { status }
    func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) { startCalls += 1 }
    func stopActivityUpdates() {}
}
