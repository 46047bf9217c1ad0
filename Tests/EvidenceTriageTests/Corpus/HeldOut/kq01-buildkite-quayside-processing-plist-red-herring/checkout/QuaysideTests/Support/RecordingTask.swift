@testable import Quayside

final class RecordingTask: CompactionTask {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    var onComplete: (() -> Void)?

    init(identifier: String) { self.identifier = identifier }

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        onComplete?()
    }
}
