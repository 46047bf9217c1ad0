import Foundation

public extension Notification.Name {
    static let combinedRefreshProgressDidChange = Notification.Name("combinedRefreshProgressDidChange")
}

/// Counts the network tasks of one account's refresh.
public final class RefreshProgress {
    public private(set) var numberOfTasks = 0
    public private(set) var numberCompleted = 0

    public var numberRemaining: Int { numberOfTasks - numberCompleted }
    public var isComplete: Bool { numberRemaining == 0 }

    public init() {}

    public func addToNumberOfTasksAndRemaining(_ count: Int) {
        numberOfTasks += count
        post()
    }

    public func completeTask() {
        numberCompleted += 1
        post()
    }

    private func post() {
        NotificationCenter.default.post(name: .combinedRefreshProgressDidChange, object: self)
    }
}
