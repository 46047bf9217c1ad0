import UIKit
@testable import Quarry

/// Stands in for UIApplication in lifecycle tests.
final class FakeApplication: ApplicationStateProviding {
    var applicationState: UIApplication.State = .active
}

final class RecordingUploadQueue: LocalUploadQueue {
    var pending: [String] = []
    private(set) var flushCount = 0
    override func flushToBackgroundSession() { flushCount += 1 }
}
