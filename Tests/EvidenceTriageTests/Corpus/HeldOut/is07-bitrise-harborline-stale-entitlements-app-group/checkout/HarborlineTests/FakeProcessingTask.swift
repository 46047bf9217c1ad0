@testable import Harborline

final class FakeProcessingTask: ProcessingTaskHandle {
    var expirationHandler: (() -> Void)?
    private(set) var completedWith: Bool?
    func setTaskCompleted(success: Bool) { completedWith = success }
}
