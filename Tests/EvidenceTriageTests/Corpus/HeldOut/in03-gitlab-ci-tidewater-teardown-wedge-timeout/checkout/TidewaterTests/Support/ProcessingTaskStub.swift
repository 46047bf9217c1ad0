import Foundation
@testable import Tidewater

/// Stands in for BGProcessingTask; fires the expiration handler after N file copies.
final class ProcessingTaskStub: ProcessingTaskHandle {
    var expirationHandler: (() -> Void)?
    private(set) var completed: [Bool] = []
    private let expireAfterCopies: Int?
    private var copies = 0

    init(expireAfterCopies: Int? = nil) {
        self.expireAfterCopies = expireAfterCopies
        if expireAfterCopies != nil {
            FileCopyObserver.onCopy = { [weak self] in self?.didCopy() }
        }
    }

    func setTaskCompleted(success: Bool) { completed.append(success) }

    private func didCopy() {
        copies += 1
        if copies == expireAfterCopies { expirationHandler?() }
    }
}
