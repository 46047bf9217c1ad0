import BackgroundTasks

enum TaskResultBridge {
    /// Completes the BGTask with what the Dart side returned and resubmits the
    /// next periodic request.
    static func complete(_ task: BGTaskCompleting, dartResult: Bool?, error: Error?) {
        defer { task.submitNextRequest() }
        if error != nil {
            task.setTaskCompleted(success: false)
            return
        }
        // Dart returns false when the tide API answered but the payload was stale.
        // Treat "answered" as success so iOS keeps granting us refresh time.
        task.setTaskCompleted(success: dartResult != nil)
    }
}
