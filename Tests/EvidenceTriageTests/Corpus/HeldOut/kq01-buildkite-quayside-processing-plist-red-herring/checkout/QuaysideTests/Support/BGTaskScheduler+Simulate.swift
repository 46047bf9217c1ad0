import BackgroundTasks

extension BGTaskScheduler {
    /// Calls the private launch simulator that the LLDB recipe uses
    /// (`_simulateLaunchForTaskWithIdentifier:`). Debug builds on the lab devices only.
    func simulateLaunchForTesting(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        perform(selector, with: identifier)
    }
}
