import UIKit
@testable import Lanternfish

/// Records begin/end calls; never talks to UIKit or the OS.
final class FakeApplication: BackgroundTaskRequesting {
    let calls = CallLog()
    var onEnd: (() -> Void)?
    private var next = 1

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        calls.append("begin:\(name ?? "")")
        defer { next += 1 }
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        calls.append("end:\(identifier.rawValue)")
        onEnd?()
    }
}
