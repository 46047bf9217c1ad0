import Foundation
@testable import FerruleSync

/// Stand-in for BGTaskScheduler on Linux CI. It answers like the OS does: an identifier
/// that is not in `permitted` (copied from the app's Info.plist) fails with
/// BGTaskSchedulerErrorDomain code 3, exactly what submit(_:) throws on a device.
final class FakeTaskScheduler: TaskScheduling {
    var permitted: Set<String> = ["com.ferrule.app.refresh", "com.ferrule.app.compact"]
    private(set) var pending: [RefreshRequest] = []

    func submit(_ request: RefreshRequest) throws {
        guard permitted.contains(request.identifier) else {
            throw NSError(domain: "BGTaskSchedulerErrorDomain", code: 3)
        }
        pending.append(request)
    }
}
