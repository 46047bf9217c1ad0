import CoreMotion

protocol MotionActivityProviding {
    static func isActivityAvailable() -> Bool
    static func authorizationStatus() -> CMAuthorizationStatus
    func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler)
    func stopActivityUpdates()
}

extension CMMotionActivityManager: MotionActivityProviding {}
